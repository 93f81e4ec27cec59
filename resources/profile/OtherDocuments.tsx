import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useLoginDetails } from '../../src/app/auth/useLoginDetails';
import { showToast } from '../../src/app/toast/toastStore';
import { canPreview, displayFileName, DOCUMENT_EXTENSIONS, extensionOf, showsDownload } from '../../src/shared/profileSections';
import { fileProblem } from './profileForm';
import { DataTable } from '../../widgets/DataTable';
import { visuallyHidden } from '../../widgets/visuallyHidden';
import { downloadFile, fetchDocuments, fileUrl, uploadDocument, type DocumentRow } from './profileFilesApi';

/** Other Documents: the employee's files, an upload with type, number and expiry date, and the preview of spec 002 §2. */
export function OtherDocuments({ empId }: { empId?: string }) {
  const roleType = useLoginDetails()?.userDetails?.roleType as string | undefined;
  const [rows, setRows] = useState<DocumentRow[] | null>(null);
  const [fields, setFields] = useState({ documentType: '', documentNumber: '', expiryDate: '' });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<{ row: DocumentRow; url: string } | null>(null);

  const load = useCallback(async () => setRows(await fetchDocuments(empId).catch(() => [])), [empId]);
  useEffect(() => void load(), [load]);

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setProblem(chosen ? fileProblem(chosen.name) : null);
  };
  const submit = async () => {
    if (!fields.documentType.trim()) return setProblem('Document Type is required');
    if (!file) return setProblem('File is required');
    if (fileProblem(file.name)) return setProblem(fileProblem(file.name));
    setSaving(true);
    try {
      await uploadDocument(fields, file, empId);
      showToast('Document uploaded successfully', 'success');
      setFields({ documentType: '', documentNumber: '', expiryDate: '' });
      setFile(null);
      await load();
    } catch {
      // The server's message was shown by the client's toast.
    } finally {
      setSaving(false);
    }
  };
  const open = async (row: DocumentRow) => setPreview({ row, url: await fileUrl(row.folderName, row.fileName) });
  const close = () => {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(null);
  };
  const download = async (row: DocumentRow) => {
    const url = URL.createObjectURL(await downloadFile(row.folderName, row.fileName));
    const link = document.createElement('a');
    link.href = url;
    link.download = row.originalName;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
        <TextField size="small" label="Document Type" required value={fields.documentType} onChange={(e) => setFields({ ...fields, documentType: e.target.value })} />
        <TextField size="small" label="Document Number" value={fields.documentNumber} onChange={(e) => setFields({ ...fields, documentNumber: e.target.value })} />
        <TextField
          size="small"
          type="date"
          label="Expiry Date"
          value={fields.expiryDate}
          onChange={(e) => setFields({ ...fields, expiryDate: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button component="label" role={undefined} tabIndex={-1} variant="outlined">
          {file ? displayFileName(file.name) : 'Choose File'}
          <input type="file" accept={DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',')} aria-label="Choose File" style={visuallyHidden} onChange={(e) => choose(e.target.files?.[0])} />
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          {saving ? 'Submitting...' : 'Upload'}
        </Button>
      </Stack>
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <DataTable
        label="Other documents"
        rows={rows ?? []}
        rowKey={(row) => row.id}
        emptyText="No Data Available"
        columns={[
          { label: 'Document Type', value: (row) => row.documentType },
          { label: 'File', value: (row) => <span title={row.originalName}>{displayFileName(row.originalName)}</span> },
          { label: 'Expiry Date', value: (row) => row.expiryDate ?? '-' },
          {
            label: 'Action',
            align: 'right',
            value: (row) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                {canPreview(row.originalName) ? (
                  <Button size="small" onClick={() => void open(row)} aria-label={`Preview ${row.originalName}`}>
                    Preview
                  </Button>
                ) : null}
                {showsDownload(roleType, row.originalName) ? (
                  <Button size="small" onClick={() => void download(row)} aria-label={`Download ${row.originalName}`}>
                    Download
                  </Button>
                ) : null}
              </Stack>
            ),
          },
        ]}
      />
      <Dialog open={preview !== null} onClose={close} maxWidth="md" fullWidth aria-labelledby="document-preview-title">
        <DialogTitle id="document-preview-title">{preview ? displayFileName(preview.row.originalName) : ''}</DialogTitle>
        <DialogContent dividers>
          {preview && extensionOf(preview.row.originalName) === 'pdf' ? (
            <Box component="iframe" title={preview.row.originalName} src={preview.url} sx={{ width: '100%', height: '70vh', border: 0 }} />
          ) : preview ? (
            <Box component="img" alt={preview.row.originalName} src={preview.url} sx={{ maxWidth: '100%' }} />
          ) : null}
        </DialogContent>
        <DialogActions>
          {preview && showsDownload(roleType, preview.row.originalName) ? <Button onClick={() => void download(preview.row)}>Download</Button> : null}
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
