import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { MUSTER_IMPORT_COLUMNS } from '../../../src/shared/attendanceOverride';
import { ImportProgress } from '../../../widgets/ImportProgress';
import { SheetFileChooser } from '../../../widgets/SheetFileChooser';
import { useSheetImport } from '../../../widgets/sheetImport/useSheetImport';
import { currentMonthYear } from './currentMonthYear';
import { MonthField } from './MonthField';
import { MUSTER_FORMATS, musterImport, musterImportFiles } from './musterImport';
import { overridesApi } from './overridesApi';
import type { MusterChangeProps } from './index';

const files = musterImportFiles(overridesApi);

/** The muster toolbar's Sample Excel and Import: a month's overrides from an Excel sheet, checked whole first. */
export function MusterImportButtons({ onChanged }: MusterChangeProps) {
  const [open, setOpen] = useState(false);
  /** MM-YYYY: the payroll month the sheet's dates belong to. */
  const [monthYear, setMonthYear] = useState<string | null>(currentMonthYear);
  // A job found again after a reload opens the dialog on its progress; a written file closes it and reloads the muster.
  const view = useSheetImport(
    musterImport(overridesApi, {
      onFollow: () => setOpen(true),
      onDone: () => {
        setOpen(false);
        onChanged?.();
      },
    }),
  );
  const { actions, refusal } = view;
  const busy = view.step !== 'idle';
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void files.sample()}>
        Sample Excel
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          actions.reset();
          setOpen(true);
        }}
      >
        Import
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="lg" aria-labelledby="muster-import-title">
        <DialogTitle id="muster-import-title">Import muster</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              An Excel file whose first row is <strong>{MUSTER_IMPORT_COLUMNS.join(', ')}</strong>; Session 1 and Session 2 are P or A (one may be blank). Every row is checked first: if any
              row has an error, nothing is imported and the rows are listed below.
            </Typography>
            <MonthField id="muster-import-month" label="Month" required value={monthYear} onChange={setMonthYear} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
              <SheetFileChooser formats={MUSTER_FORMATS} file={view.file} choose={actions.choose} disabled={busy} label="Muster file" />
            </Stack>
            <ImportProgress
              step={view.step}
              progress={view.progress}
              status={view.status}
              problem={view.problem}
              refusal={refusal}
              onDownloadErrors={refusal?.importId ? () => void files.errors(refusal.importId!) : undefined}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={!view.file || busy} onClick={() => void actions.upload(monthYear)}>
            Upload
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
