import { useState } from 'react';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { DAY_TYPE_COLUMNS, ROSTER_LEAD_COLUMNS, type RosterSheetKind } from '../../src/shared/shiftRosterSheet';
import { ImportProgress } from '../../widgets/ImportProgress';
import { PageHeader } from '../../widgets/PageHeader';
import { SheetFileChooser } from '../../widgets/SheetFileChooser';
import { ROSTER_FORMATS, useRosterImport } from './useRosterImport';

const TABS: { kind: RosterSheetKind; label: string; help: string }[] = [
  {
    kind: 'shiftRoster',
    label: 'Shift Roster Upload',
    help: `One row per employee: ${ROSTER_LEAD_COLUMNS.join(', ')}, then one column per date of the open payroll month (yyyy-MM-dd). A cell holds a shift code or OFF; a blank cell leaves the date as it is.`,
  },
  {
    kind: 'dayType',
    label: 'DayType Upload',
    help: `One row per employee and date: ${DAY_TYPE_COLUMNS.join(', ')}. Day Type is OFF or WORKING; Shift Code may be left blank (the employee's own shift).`,
  },
];

/** Spec 001 §2 Shift Roster Excel Import: the tabs Shift Roster Upload and DayType Upload. */
export default function ShiftRosterImportPage() {
  const [tab, setTab] = useState(0);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <PageHeader title="Shift Roster Import" />
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} variant="scrollable" allowScrollButtonsMobile aria-label="Upload type" sx={{ mb: 2 }}>
        {TABS.map((t, index) => (
          <Tab key={t.kind} label={t.label} id={`roster-tab-${index}`} aria-controls={`roster-panel-${index}`} />
        ))}
      </Tabs>
      {TABS.map((t, index) =>
        tab === index ? (
          <Box key={t.kind} role="tabpanel" id={`roster-panel-${index}`} aria-labelledby={`roster-tab-${index}`}>
            <UploadPanel kind={t.kind} label={t.label} help={t.help} />
          </Box>
        ) : null,
      )}
    </Paper>
  );
}

function UploadPanel({ kind, label, help }: { kind: RosterSheetKind; label: string; help: string }) {
  const state = useRosterImport(kind);
  const { file, choose, upload, step, progress, status, problem, refusal, done } = state;
  const busy = step !== 'idle';
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {help} Every row is checked first; if any row has an error, nothing is imported and the rows are listed below.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button startIcon={<FileDownloadOutlinedIcon />} onClick={() => void state.downloadSample()}>
          Sample Excel
        </Button>
        <SheetFileChooser formats={ROSTER_FORMATS} file={file} choose={choose} disabled={busy} label={`${label} file`} />
        <Button variant="contained" disabled={busy} onClick={() => void upload()}>
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
        onDownloadErrors={() => void state.downloadErrors()}
      />
    </Stack>
  );
}
