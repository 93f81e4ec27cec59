import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { documentProblem, readDocument, type LeaveDocument } from './leaveDocument';

/** The supporting document of an application (a medical certificate): PDF, PNG or JPEG, at most 2 MB, checked before it is read. */
export function DocumentUpload({ value, requiredFor, onChange }: { value: LeaveDocument | null; requiredFor: string; onChange(document: LeaveDocument | null): void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = documentProblem(file);
    setProblem(refused);
    if (refused) return onChange(null);
    try {
      onChange(await readDocument(file));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography variant="body2">{`A supporting document is required for ${requiredFor}: PDF, PNG or JPEG, at most 2 MB.`}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" component="label">
          {value ? 'Replace document' : 'Attach document'}
          <input hidden type="file" aria-label="Supporting document" accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg" onChange={(event) => void choose(event.target.files?.[0])} />
        </Button>
        {value && <Typography data-testid="leave-document">{value.name}</Typography>}
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            Remove
          </Button>
        )}
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
