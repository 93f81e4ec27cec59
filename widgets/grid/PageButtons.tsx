import type { ChangeEvent, MouseEvent } from 'react';
import Pagination from '@mui/material/Pagination';
import type { TablePaginationActionsProps } from '@mui/material/TablePaginationActions';

/**
 * The grid footer's page controls (spec 002 §9): numbered page buttons with ellipses between the
 * first, the pages around the current one and the last, instead of only previous and next.
 */
export function PageButtons({ count, page, rowsPerPage, onPageChange, className, disabled }: TablePaginationActionsProps) {
  const pages = rowsPerPage > 0 ? Math.max(1, Math.ceil(count / rowsPerPage)) : 1;
  return (
    <Pagination
      className={className}
      sx={{ flexShrink: 0, ml: 2 }}
      color="primary"
      size="small"
      count={pages}
      page={Math.min(page + 1, pages)}
      disabled={disabled}
      showFirstButton={false}
      showLastButton={false}
      onChange={(event: ChangeEvent<unknown>, next: number) => onPageChange(event as unknown as MouseEvent<HTMLButtonElement>, next - 1)}
    />
  );
}
