import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { SheetFileChooser } from '../../../widgets/SheetFileChooser';
import type { ImportSheetState } from './useImportSheet';

export interface ImportDialogProps {
  title: string;
  state: ImportSheetState;
}

/** CSV / Excel import: choose a file, a sample to start from, progress, and the row errors. */
export function ImportDialog({ title, state }: ImportDialogProps) {
  const { formats, open, close, file, choose, downloadSample, upload, step, busy, progress, status, message, errors, downloadErrorReport } = state;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">Import {title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Upload {formats.includes('csv') ? 'a CSV or Excel' : 'an Excel'} file ({formats.map((format) => `.${format}`).join(', ')}) whose first
            row holds the column titles of the sample. Every row is checked first: if any row has an error, nothing is imported.
          </Typography>
          <Box>
            <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void downloadSample()} disabled={busy}>
              Download sample
            </Button>
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <SheetFileChooser formats={formats} file={file} choose={choose} disabled={busy} label="Import file" />
          </Stack>
          {step !== 'idle' ? (
            <Box>
              <LinearProgress
                variant={step === 'importing' ? 'determinate' : 'indeterminate'}
                value={progress}
                aria-label={step === 'importing' ? 'Importing' : 'Sending the file'}
              />
              <Typography variant="caption" color="text.secondary">
                {step === 'sending' ? 'Sending the file...' : `${status ?? 'Importing'}... ${progress}%`}
              </Typography>
            </Box>
          ) : null}
          {message ? (
            <Alert
              severity="error"
              action={
                errors.length > 0 ? (
                  <Button color="inherit" size="small" onClick={() => void downloadErrorReport()}>
                    Download error report
                  </Button>
                ) : undefined
              }
            >
              {message}
            </Alert>
          ) : null}
          {errors.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 160, overflowY: 'auto', typography: 'body2' }} aria-label="Row errors">
              {errors.slice(0, 20).map((error, index) => (
                <li key={index}>
                  Row {error.row}: {error.message}
                </li>
              ))}
              {errors.length > 20 ? <li>… and {errors.length - 20} more in the error report</li> : null}
            </Box>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={!file || busy}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ImportDialog;
