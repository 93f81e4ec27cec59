import { Typography } from '@mui/material';
import { DataTable, type DataColumn } from './DataTable';

/** One refused row of an import: the file's row number, its cells as typed, and every problem of it. */
export interface ImportErrorRow {
  row: number;
  cells: string[];
  error: string;
}

export interface ImportErrorGridProps {
  /** The sheet's column titles, in the order of each row's cells. */
  columns: readonly string[];
  rows: readonly ImportErrorRow[];
  /** How many rows the file had with errors, when more than `rows` are listed. */
  total?: number;
}

/** The error grid of an import checked whole: each wrong row as it was typed, with its errors in the last column. */
export function ImportErrorGrid({ columns, rows, total = rows.length }: ImportErrorGridProps) {
  return (
    <>
      <DataTable
        label="Rows with errors"
        maxHeight={360}
        rows={rows}
        rowKey={(row) => row.row}
        columns={[
          { label: 'Row', value: (row: ImportErrorRow) => row.row },
          ...columns.map((column, index): DataColumn<ImportErrorRow> => ({ label: column, value: (row) => row.cells[index] })),
          { label: 'Error', sx: { color: 'error.main' }, value: (row: ImportErrorRow) => row.error },
        ]}
      />
      {total > rows.length ? (
        <Typography variant="caption" color="text.secondary">
          Showing {rows.length.toLocaleString('en')} of {total.toLocaleString('en')} rows with errors; the error file lists them.
        </Typography>
      ) : null}
    </>
  );
}
