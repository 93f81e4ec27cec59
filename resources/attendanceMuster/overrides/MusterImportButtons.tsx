import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useBackgroundJob } from '../../../src/app/jobs/useBackgroundJob';
import { usePageStore } from '../../../src/app/pageStore/usePageStore';
import { MUSTER_IMPORT_COLUMNS } from '../../../src/shared/attendanceOverride';
import { ImportProgress } from '../../../widgets/ImportProgress';
import { SheetFileChooser } from '../../../widgets/SheetFileChooser';
import { currentMonthYear } from './currentMonthYear';
import { MonthField } from './MonthField';
import { createMusterImportStore, MUSTER_FORMATS } from './musterImportStore';
import { overridesApi } from './overridesApi';
import type { MusterChangeProps } from './index';

/** Where the running muster import job's id is kept, so a reload follows it again. */
const MUSTER_IMPORT_JOB_KEY = 'hr-console.importJob.muster';

/** The muster toolbar's Sample Excel and Import: a month's overrides from an Excel sheet, checked whole first. */
export function MusterImportButtons({ onChanged }: MusterChangeProps) {
  const view = usePageStore(() => createMusterImportStore(overridesApi, currentMonthYear(), () => onChanged?.()), async () => undefined);
  const { actions, refusal } = view;
  // The job writing a clean file, followed across reloads (the dialog opens again on its progress).
  const job = useBackgroundJob<{ imported: number }>(MUSTER_IMPORT_JOB_KEY, {
    onFollow: () => actions.following(),
    onLost: () => actions.lost(),
    onEnd: (ended) => actions.ended(ended.status === 'done', ended.message),
  });
  const busy = view.sending || view.importing;
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void actions.downloadSample()}>
        Sample Excel
      </Button>
      <Button variant="outlined" onClick={() => actions.openDialog()}>
        Import
      </Button>
      <Dialog open={view.open} onClose={() => actions.close()} fullWidth maxWidth="lg" aria-labelledby="muster-import-title">
        <DialogTitle id="muster-import-title">Import muster</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              An Excel file whose first row is <strong>{MUSTER_IMPORT_COLUMNS.join(', ')}</strong>; Session 1 and Session 2 are P or A (one may be blank). Every row is checked first: if any
              row has an error, nothing is imported and the rows are listed below.
            </Typography>
            <MonthField id="muster-import-month" label="Month" required value={view.monthYear} onChange={(month) => actions.setMonth(month)} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
              <SheetFileChooser formats={MUSTER_FORMATS} file={view.file} choose={actions.choose} disabled={busy} label="Muster file" />
            </Stack>
            <ImportProgress
              step={view.sending ? 'sending' : view.importing ? 'importing' : 'idle'}
              progress={job.progress}
              status={job.message}
              problem={view.problem}
              refusal={
                refusal
                  ? {
                      message: refusal.message,
                      columns: MUSTER_IMPORT_COLUMNS,
                      total: refusal.errorCount,
                      rows: refusal.rows.map((r) => ({ row: r.row, cells: [r.empId, r.date, r.session1, r.session2, r.remarks], error: r.error })),
                    }
                  : null
              }
              onDownloadErrors={refusal?.importId ? () => void actions.downloadErrors(refusal.importId!) : undefined}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => actions.close()}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!view.file || busy}
            onClick={async () => {
              const jobId = await actions.upload();
              if (jobId !== null) job.follow(jobId);
            }}
          >
            Upload
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
