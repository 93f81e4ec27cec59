import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';

export interface FilePreviewDialogProps {
  open: boolean;
  title: string;
  /** An object URL of the file, null while it loads. */
  url: string | null;
  /** The file's type from its bytes: image/* shows as an image, application/pdf in a frame. */
  contentType: string | null;
  failed?: boolean;
  onClose: () => void;
}

/** Spec 002 §2: a file preview showing a PDF or an image. */
export function FilePreviewDialog({ open, title, url, contentType, failed = false, onClose }: FilePreviewDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="file-preview-title">
      <DialogTitle id="file-preview-title">{title}</DialogTitle>
      <DialogContent dividers sx={{ minHeight: 300, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {failed ? (
          <Typography color="error">The file could not be loaded.</Typography>
        ) : !url ? (
          <CircularProgress aria-label="Loading file" />
        ) : contentType?.startsWith('image/') ? (
          <Box component="img" src={url} alt={title} sx={{ maxWidth: '100%', maxHeight: 600 }} />
        ) : (
          <Box component="iframe" src={url} title={title} sx={{ width: '100%', height: 600, border: 0 }} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
