import { Button, Pagination, Stack, Typography } from '@mui/material';
import { MESSAGES } from '../../src/shared/regularizationRules';
import { RegularizationCard } from '../../widgets/regularization/RegularizationCard';
import type { RegularizationView } from './useRegularization';

/** Spec 000 §2.6 Pending and Completed: accordions with View (and Withdraw while pending), 10 a page. */
export function ApplicationsTab({ view, tab }: { view: RegularizationView; tab: 'Pending' | 'Completed' }) {
  const list = view.lists[tab];
  const records = list.data?.content ?? [];
  if (!list.loading && records.length === 0) return <Typography sx={{ p: 2 }}>{MESSAGES.noRecords}</Typography>;
  return (
    <Stack spacing={1}>
      {records.map((record) => (
        <RegularizationCard
          key={record.regularizationCode}
          record={record}
          actions={
            <>
              <Button onClick={() => view.actions.openWithdraw(record)}>View</Button>
              {record.status === 'Pending' ? (
                <Button color="error" onClick={() => view.actions.openWithdraw(record)}>
                  Withdraw
                </Button>
              ) : null}
            </>
          }
        />
      ))}
      {(list.data?.totalPages ?? 0) > 1 ? (
        <Pagination count={list.data!.totalPages} page={list.page + 1} onChange={(_event, page) => void view.actions.loadList(tab, page - 1)} />
      ) : null}
    </Stack>
  );
}
