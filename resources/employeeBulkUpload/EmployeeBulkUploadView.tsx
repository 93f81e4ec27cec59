import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { SHEET_EXTENSIONS } from '../../src/app/masters/importSheet';
import type { EmployeeOperation } from '../../src/shared/employeeSheet';
import { ImportProgress, type ImportStep } from '../../widgets/ImportProgress';
import { SheetFileChooser } from '../../widgets/SheetFileChooser';
import type { EmployeeUploadRefusal } from './employeeBulkUploadApi';

export interface EmployeeBulkUploadViewProps {
  operation: EmployeeOperation;
  setOperation(operation: EmployeeOperation): void;
  file: File | null;
  choose(file: File | null): void;
  upload(): void;
  step: ImportStep;
  progress: number;
  status: string | null;
  problem: string | null;
  refusal: EmployeeUploadRefusal | null;
  done: string | null;
  downloadErrors(): void;
  downloadSample(): void;
}

/** The bulk upload's controls and verdict, without state: Sample Excel, Create or Update, the file, Upload, then ImportProgress. */
export function EmployeeBulkUploadView(props: EmployeeBulkUploadViewProps) {
  const { operation, setOperation, file, choose, upload, step, progress, status, problem, refusal, done, downloadErrors, downloadSample } = props;
  const busy = step !== 'idle';
  return (
    <Stack spacing={2} component="section" aria-labelledby="employee-bulk-upload-title">
      <Typography id="employee-bulk-upload-title" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        Bulk upload
      </Typography>
      <Typography variant="body2" color="text.secondary">
        One row per employee, with the sample's columns. Create adds the rows (an Emp ID left empty is given by the organisation's rule); Update changes the employees named by Emp ID. Every row is checked first; if any row has an error, nothing is written and the rows are listed below. A row that says what is already stored changes nothing, so the same file can be uploaded again.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={downloadSample}>
          Sample Excel
        </Button>
        <TextField select size="small" label="Operation" value={operation} disabled={busy} onChange={(event) => setOperation(event.target.value as EmployeeOperation)} sx={{ minWidth: 140 }}>
          <MenuItem value="create">Create</MenuItem>
          <MenuItem value="update">Update</MenuItem>
        </TextField>
        <SheetFileChooser formats={SHEET_EXTENSIONS} file={file} choose={choose} disabled={busy} label="Employee file" />
        <Button variant="contained" disabled={busy} onClick={upload}>
          Upload
        </Button>
      </Stack>
      <ImportProgress
        step={step}
        progress={progress}
        status={status}
        label="Upload progress"
        problem={problem}
        done={done}
        refusal={refusal ? { message: refusal.message, columns: refusal.columns, rows: refusal.rows, total: refusal.errorCount } : null}
        onDownloadErrors={downloadErrors}
      />
    </Stack>
  );
}
