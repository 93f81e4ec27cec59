import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { SHEET_EXTENSIONS } from '../../src/app/masters/importSheet';
import type { EmployeeOperation } from '../../src/shared/employeeSheet';
import { SheetImportForm, type SheetImportView } from '../../widgets/sheetImport/SheetImportForm';

export interface EmployeeBulkUploadViewProps extends SheetImportView {
  operation: EmployeeOperation;
  setOperation(operation: EmployeeOperation): void;
  choose(file: File | null): void;
  upload(): void;
  downloadErrors(): void;
  downloadSample(): void;
}

/** The bulk upload's controls and verdict, without state: Sample Excel, Create or Update, the file, Upload, then ImportProgress. */
export function EmployeeBulkUploadView(props: EmployeeBulkUploadViewProps) {
  const { operation, setOperation, choose, upload, downloadErrors, downloadSample } = props;
  return (
    <Stack spacing={2} component="section" aria-labelledby="employee-bulk-upload-title">
      <Typography id="employee-bulk-upload-title" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        Bulk upload
      </Typography>
      <Typography variant="body2" color="text.secondary">
        One row per employee, with the sample's columns. Create adds the rows (an Emp ID left empty is given by the organisation's rule); Update changes the employees named by Emp ID. Every row is checked first; if any row has an error, nothing is written and the rows are listed below. A row that says what is already stored changes nothing, so the same file can be uploaded again.
      </Typography>
      <SheetImportForm
        state={props}
        formats={SHEET_EXTENSIONS}
        fileLabel="Employee file"
        choose={choose}
        upload={upload}
        downloadSample={downloadSample}
        downloadErrors={downloadErrors}
        progressLabel="Upload progress"
      >
        <TextField select size="small" label="Operation" value={operation} disabled={props.step !== 'idle'} onChange={(event) => setOperation(event.target.value as EmployeeOperation)} sx={{ minWidth: 140 }}>
          <MenuItem value="create">Create</MenuItem>
          <MenuItem value="update">Update</MenuItem>
        </TextField>
      </SheetImportForm>
    </Stack>
  );
}
