import { useState } from 'react';
import { Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { DAY_TYPE_COLUMNS, ROSTER_LEAD_COLUMNS, type RosterSheetKind } from '../../src/shared/shiftRosterSheet';
import { PageHeader } from '../../widgets/PageHeader';
import { SheetImportForm } from '../../widgets/sheetImport/SheetImportForm';
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
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {help} Every row is checked first; if any row has an error, nothing is imported and the rows are listed below.
      </Typography>
      <SheetImportForm
        state={state}
        formats={ROSTER_FORMATS}
        fileLabel={`${label} file`}
        choose={state.actions.choose}
        upload={() => void state.upload()}
        downloadSample={() => void state.downloadSample()}
        downloadErrors={() => void state.actions.downloadErrors()}
        progressLabel="Upload progress"
      />
    </Stack>
  );
}
