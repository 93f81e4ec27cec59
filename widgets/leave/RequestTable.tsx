import type { ReactNode } from 'react';
import { Chip, Pagination, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

export interface RequestColumn<T> {
  label: string;
  value(row: T): ReactNode;
}

export interface RequestTableProps<T> {
  rows: readonly T[];
  columns: RequestColumn<T>[];
  rowKey(row: T): string;
  /** The buttons of a row (withdraw, approve, reject); none when absent. */
  actions?(row: T): ReactNode;
  page?: number;
  totalPages?: number;
  onPage?(page: number): void;
  emptyText?: string;
}

const STATUS_COLOURS = { Pending: 'warning', Approved: 'success', Rejected: 'error', Withdrawn: 'default' } as const;

/** A request's status as a coloured chip (Pending, Approved, Rejected, Withdrawn). */
export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status} color={STATUS_COLOURS[status as keyof typeof STATUS_COLOURS] ?? 'default'} variant={status === 'Pending' ? 'outlined' : 'filled'} />;
}

/** The leave screens' request lists (comp-off, encashment): columns, row actions, a 0-based pager. */
export function RequestTable<T>({ rows, columns, rowKey, actions, page = 0, totalPages = 1, onPage, emptyText = 'No Records Available' }: RequestTableProps<T>) {
  return (
    <Stack spacing={1}>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label}>{column.label}</TableCell>
              ))}
              {actions ? <TableCell align="right">Actions</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length + (actions ? 1 : 0)}>
                  <Typography color="text.secondary">{emptyText}</Typography>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((column) => (
                    <TableCell key={column.label}>{column.value(row)}</TableCell>
                  ))}
                  {actions ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(row)}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {totalPages > 1 && onPage ? <Pagination count={totalPages} page={page + 1} onChange={(_event, next) => onPage(next - 1)} /> : null}
    </Stack>
  );
}
