import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type DataGridProps, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import type { ListControllerResult, RaRecord } from 'react-admin';
import { PageButtons } from './PageButtons';
import {
  ALL_PER_PAGE,
  useDataGridController,
  type DataGridController,
  type DataGridControllerOptions,
  type ServerGridProps,
} from './useDataGridController';

export interface ServerDataGridProps<R extends RaRecord & GridValidRowModel>
  extends Omit<DataGridProps<R>, keyof ServerGridProps<R> | 'columns'> {
  columns: readonly GridColDef<R>[];
  /** A binding made by the caller with useDataGridController (when it also needs the search box, …). */
  grid?: DataGridController<R>;
  /** Without `grid`: the list controller to bind (default: the one in context, e.g. inside <ListBase>). */
  controller?: ListControllerResult<R>;
  options?: DataGridControllerOptions;
  /** Height of the scrolling grid when 'All' is shown. Other page sizes grow with their rows. */
  allRowsHeight?: number | string;
}

/** A DataGrid whose paging, sorting and search are react-admin's, on the server. */
export function ServerDataGrid<R extends RaRecord & GridValidRowModel>(props: ServerDataGridProps<R>) {
  return props.grid ? <GridView {...props} grid={props.grid} /> : <BoundGrid {...props} />;
}

function BoundGrid<R extends RaRecord & GridValidRowModel>(props: ServerDataGridProps<R>) {
  const { columns, controller, options } = props;
  const sortableFields = useMemo(
    () => columns.filter((column) => column.sortable !== false).map((column) => column.field),
    [columns],
  );
  const grid = useDataGridController<R>(controller, { sortableFields, ...options });
  return <GridView {...props} grid={grid} />;
}

function GridView<R extends RaRecord & GridValidRowModel>({
  grid,
  columns,
  controller: _controller,
  options: _options,
  allRowsHeight = '70vh',
  sx,
  slotProps,
  ...rest
}: ServerDataGridProps<R> & { grid: DataGridController<R> }) {
  const { showingAll, allCapped, total, gridProps } = grid;
  return (
    <>
      {allCapped ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          Showing the first {ALL_PER_PAGE.toLocaleString('en')} of {total.toLocaleString('en')} rows. Search to narrow the list, or export it.
        </Typography>
      ) : null}
      {/* 'All' may be a thousand rows: a fixed height keeps the grid virtualised. A page of at most
          100 rows is laid out at its natural height, so the page scrolls rather than a box in it. */}
      <Box sx={{ width: '100%', ...(showingAll ? { height: allRowsHeight, minHeight: 320 } : {}) }}>
        <DataGrid<R>
          disableRowSelectionOnClick
          disableColumnFilter
          {...rest}
          {...gridProps}
          autoHeight={!showingAll}
          columns={columns as GridColDef<R>[]}
          slotProps={{ ...slotProps, basePagination: { material: { ActionsComponent: PageButtons }, ...slotProps?.basePagination } }}
          sx={[{ bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}
        />
      </Box>
    </>
  );
}

export default ServerDataGrid;
