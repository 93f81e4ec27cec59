import { Tab, Tabs } from '@mui/material';
import type { RequestListKey } from '../../src/shared/leaveSpecialRecords';

/** Pending / Completed of a request list, the pending tab with its count. */
export function KeyTabs({ value, pending, onChange }: { value: RequestListKey; pending: number | null; onChange(key: RequestListKey): void }) {
  return (
    <Tabs value={value} onChange={(_event, key: RequestListKey) => onChange(key)} sx={{ mb: 1 }}>
      <Tab value="Pending" label={pending === null ? 'Pending' : `Pending (${pending})`} />
      <Tab value="Completed" label="Completed" />
    </Tabs>
  );
}
