import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';

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
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label="Rows with errors">
          <TableHead>
            <TableRow>
              {['Row', ...columns, 'Error'].map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                {row.cells.map((cell, index) => (
                  <TableCell key={index}>{cell}</TableCell>
                ))}
                <TableCell sx={{ color: 'error.main' }}>{row.error}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > rows.length ? (
        <Typography variant="caption" color="text.secondary">
          Showing {rows.length.toLocaleString('en')} of {total.toLocaleString('en')} rows with errors; the error file lists them.
        </Typography>
      ) : null}
    </>
  );
}
