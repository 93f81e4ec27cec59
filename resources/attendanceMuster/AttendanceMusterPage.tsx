import { useState } from 'react';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import { PageHeader } from '../../widgets/PageHeader';
import { AddLopButton, BulkOverrideTab, MusterImportButtons, OverrideHistoryTab } from './overrides';

const TABS = ['Attendance Details', 'Bulk Override', 'Override History'] as const;

/** HR's attendance muster (/adminAttendance/attendanceMuster): the payroll month's rows, overrides and LOP. */
export default function AttendanceMusterPage() {
  const [tab, setTab] = useState(0);
  const reload = () => undefined;
  return (
    <Stack spacing={2}>
      <PageHeader title="Attendance Muster">
        <MusterImportButtons onChanged={reload} />
        <AddLopButton onChanged={reload} />
      </PageHeader>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} aria-label="Attendance muster" variant="scrollable">
        {TABS.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <Box>
        {tab === 1 ? <BulkOverrideTab onChanged={reload} /> : null}
        {tab === 2 ? <OverrideHistoryTab onChanged={reload} /> : null}
      </Box>
    </Stack>
  );
}
