import type { RequestListKey } from '../../src/shared/leaveSpecialRecords';
import { CountTabs } from '../../widgets/CountTabs';

/** Pending / Completed of a request list, the pending tab with its count when it is known. */
export function KeyTabs({ label, value, pending, onChange }: { label: string; value: RequestListKey; pending: number | null; onChange(key: RequestListKey): void }) {
  return (
    <CountTabs
      label={label}
      value={value}
      onChange={onChange}
      tabs={[
        { value: 'Pending', label: 'Pending', count: pending },
        { value: 'Completed', label: 'Completed' },
      ]}
    />
  );
}
