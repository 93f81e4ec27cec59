import TextField from '@mui/material/TextField';
import type { LeaveEntitlement } from '../src/shared/leaveScheme';
import { DataTable, type DataColumn } from './DataTable';
import { InactiveChip } from './InactiveChip';
import { entitlementRows, withDays, type EntitlementType } from './rules/entitlementGrid';

export interface EntitlementGridProps {
  /** The organisation's leave types (the Leave Type look-up); active ones get a row each. */
  types: readonly EntitlementType[];
  value: readonly LeaveEntitlement[];
  onChange: (value: LeaveEntitlement[]) => void;
  disabled?: boolean;
}

/**
 * A leave scheme's yearly entitlements (docs/leave-types-and-schemes.md): one row per leave type
 * with its days per year, typed in half-day steps; 0 leaves the type out of the scheme.
 */
export function EntitlementGrid({ types, value, onChange, disabled = false }: EntitlementGridProps) {
  const rows = entitlementRows(types, value);
  const columns: DataColumn<(typeof rows)[number]>[] = [
    { label: 'Leave Type', value: (row) => <>{row.name} ({row.code}){row.active ? null : <InactiveChip />}</> },
    {
      label: 'Days per Year',
      align: 'right',
      headerSx: { width: 160 },
      value: (row) => (
        <TextField
          type="number"
          size="small"
          value={row.daysPerYear}
          disabled={disabled}
          error={row.problem !== undefined}
          helperText={row.problem}
          onChange={(event) => onChange(withDays(value, row.code, event.target.value === '' ? 0 : Number(event.target.value)))}
          slotProps={{ htmlInput: { min: 0, max: 366, step: 0.5, 'aria-label': `${row.name} days per year` } }}
        />
      ),
    },
  ];
  return <DataTable label="Entitlements" columns={columns} rows={rows} rowKey={(row) => row.code} />;
}
