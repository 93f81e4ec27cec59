import type { ReactNode } from 'react';
import { Chip, Pagination, Stack } from '@mui/material';
import { DataTable, type DataColumn, type DataTableProps } from '../DataTable';

export interface RequestTableProps<T> extends Pick<DataTableProps<T>, 'label' | 'rows' | 'columns' | 'rowKey' | 'emptyText'> {
  /** The buttons of a row (withdraw, approve, reject); none when absent. */
  actions?(row: T): ReactNode;
  page?: number;
  totalPages?: number;
  onPage?(page: number): void;
}

const STATUS_COLOURS = { Pending: 'warning', Approved: 'success', Rejected: 'error', Withdrawn: 'default' } as const;

/** A request's status as a coloured chip (Pending, Approved, Rejected, Withdrawn). */
export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status} color={STATUS_COLOURS[status as keyof typeof STATUS_COLOURS] ?? 'default'} variant={status === 'Pending' ? 'outlined' : 'filled'} />;
}

/** The leave screens' request lists (comp-off, encashment): a DataTable with an Actions column and a 0-based pager. */
export function RequestTable<T>({ actions, page = 0, totalPages = 1, onPage, columns, ...table }: RequestTableProps<T>) {
  const withActions: DataColumn<T>[] = actions ? [...columns, { label: 'Actions', align: 'right', sx: { whiteSpace: 'nowrap' }, value: actions }] : [...columns];
  return (
    <Stack spacing={1}>
      <DataTable {...table} columns={withActions} />
      {totalPages > 1 && onPage ? <Pagination count={totalPages} page={page + 1} onChange={(_event, next) => onPage(next - 1)} /> : null}
    </Stack>
  );
}
