import type { ReactNode } from 'react';
import { Box, Pagination, Stack, Typography } from '@mui/material';
import { CountTabs } from '../../widgets/CountTabs';
import type { LeaveApplicationRecord } from '../../src/shared/leave/leaveApplicationRecord';
import type { LeaveTab } from './leaveListController';
import type { LeaveListView } from './useLeaveList';

/** Pending (n) and Completed (n) tabs over a list of applications; each record is drawn by `renderRecord`. */
export function LeaveListTabs({ label, view, renderRecord }: { label: string; view: LeaveListView; renderRecord: (record: LeaveApplicationRecord, tab: LeaveTab) => ReactNode }) {
  const count = (tab: LeaveTab) => view.pages[tab].data?.totalElements ?? 0;
  const current = view.pages[view.tab];
  return (
    <Box>
      <CountTabs<LeaveTab>
        label={label}
        value={view.tab}
        onChange={view.actions.setTab}
        tabs={[
          { value: 'Pending', label: 'Pending', count: count('Pending') },
          { value: 'Completed', label: 'Completed', count: count('Completed') },
        ]}
      />
      <Stack spacing={1}>
        {current.data?.content.length ? current.data.content.map((record) => <Box key={record.leaveCode}>{renderRecord(record, view.tab)}</Box>) : <Typography>No Records Available</Typography>}
      </Stack>
      {(current.data?.totalPages ?? 0) > 1 && (
        <Pagination sx={{ mt: 2 }} count={current.data!.totalPages} page={current.page + 1} onChange={(_event, page) => void view.actions.setPage(view.tab, page - 1)} />
      )}
    </Box>
  );
}
