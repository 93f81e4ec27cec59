import { Fragment, useRef, type Key, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, type SxProps, type TableRowProps, type Theme } from '@mui/material';
import { useOverflowsSideways } from './hooks/useOverflowsSideways';
import { visuallyHidden } from './visuallyHidden';

export interface DataColumn<T> {
  /** The header cell's text, and the column's key. */
  label: string;
  /** Replaces the label in the header cell (a select-all box beside it); the label stays the key. */
  header?: ReactNode;
  /** The cell of a row; not needed when the table's renderRow draws the rows. */
  value?(row: T, index: number): ReactNode;
  align?: 'left' | 'center' | 'right';
  /** The header cell's style (a width). */
  headerSx?: SxProps<Theme>;
  /** Every body cell's style of this column. */
  sx?: SxProps<Theme>;
  /** The column names its row (a key–value table's keys): its cells are row headers. */
  rowHeader?: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name (screen readers announce it; tests find the table by it). */
  label: string;
  /** A visible title above the table, read as its caption. */
  caption?: ReactNode;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey(row: T, index: number): Key;
  /** Said in one row across the table when there are no rows: the spec's text per page. */
  emptyText?: ReactNode;
  /** Draws a whole row (or several, such as a group heading and its rows) instead of one cell per column. */
  renderRow?(row: T, index: number): ReactNode;
  /** A row's own attributes (a test id, a greyed style). */
  rowProps?(row: T, index: number): TableRowProps & { 'data-testid'?: string };
  /** Scrolls the body under a header that stays in view. */
  maxHeight?: number | string;
  size?: 'small' | 'medium';
  /** The column titles are for screen readers only (a key–value table whose keys say it all). */
  hideHeader?: boolean;
  /** Extra style of the scrolling box (a border). */
  sx?: SxProps<Theme>;
}

/**
 * Scroll shadows (the background-attachment trick): a shadow shows at the edge with more to see
 * and goes at the end, with no script. The covers move with the content, the shadows stay.
 */
const sidewaysCue = (theme: Theme) => {
  const paper = theme.palette.background.paper;
  const shade = theme.palette.mode === 'dark' ? 'rgba(0,0,0,0.6)' : 'rgba(0,0,0,0.22)';
  return {
    background: `linear-gradient(to right, ${paper} 30%, transparent) left / 40px 100% no-repeat local,
      linear-gradient(to left, ${paper} 30%, transparent) right / 40px 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, ${shade}, transparent) left / 14px 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, ${shade}, transparent) right / 14px 100% no-repeat scroll`,
  };
};

/**
 * The product's one table (docs/frontend.md): real table semantics (a named <table>, header cells
 * scoped to their columns, every cell in a row, the empty text in a row of its own), and on a
 * narrow screen it scrolls sideways inside its own box, with shadows at the edges that hide more,
 * never the page. The box is in the tab order (the theme's TableContainer default), so a keyboard can scroll
 * it; while it scrolls it is also a region named like the table, so what takes the focus says what it is.
 */
export function DataTable<T>({ label, caption, columns, rows, rowKey, emptyText = 'No Records Available', renderRow, rowProps, maxHeight, size = 'small', hideHeader = false, sx }: DataTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsSideways(box);
  return (
    <TableContainer
      ref={box}
      {...(scrolls ? { role: 'region', 'aria-label': label } : {})}
      sx={[{ maxWidth: '100%', maxHeight }, scrolls ? sidewaysCue : {}, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Table size={size} stickyHeader={maxHeight !== undefined} aria-label={label}>
        {caption ? (
          <Typography component="caption" variant="subtitle2" sx={{ captionSide: 'top', textAlign: 'left', px: 0, pt: 0 }}>
            {caption}
          </Typography>
        ) : null}
        <TableHead sx={hideHeader ? visuallyHidden : undefined}>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align} sx={column.headerSx}>
                {column.header ?? column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) =>
              renderRow ? (
                <Fragment key={rowKey(row, index)}>{renderRow(row, index)}</Fragment>
              ) : (
                <TableRow key={rowKey(row, index)} hover {...rowProps?.(row, index)}>
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.align} sx={column.sx} {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}>
                      {column.value?.(row, index)}
                    </TableCell>
                  ))}
                </TableRow>
              ),
            )
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
