import type { MouseEvent } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { GridColDef } from '@mui/x-data-grid';
import { ReferenceLabel } from '../../../widgets/ReferenceLabel';
import { ACTIVE, cellText, type ColumnSpec } from './masterSchemaView';
import type { MasterRecord } from './types';

export const ACTIONS_FIELD = '__actions';

/** Spec 000 §2.7: Active shown green, Inactive red. */
export function StatusChip({ value }: { value: unknown }) {
  if (value === undefined || value === null || value === '') return null;
  const active = value === ACTIVE;
  return <Chip size="small" label={String(value)} color={active ? 'success' : 'error'} sx={{ fontWeight: 500, minWidth: 72 }} />;
}

function dataColumn(spec: ColumnSpec): GridColDef<MasterRecord> {
  const base: GridColDef<MasterRecord> = { field: spec.field, headerName: spec.headerName, flex: 1, minWidth: 140 };
  switch (spec.kind) {
    case 'status':
      return { ...base, flex: 0, width: 130, renderCell: ({ value }) => <StatusChip value={value} /> };
    case 'number':
      return { ...base, type: 'number', headerAlign: 'left', align: 'left' };
    case 'reference': {
      // The referenced record's label (one cached list per resource, shared by every cell), not its id.
      const reference = spec.reference;
      if (!reference) return { ...base, valueFormatter: (value: unknown) => cellText('text', value) };
      return { ...base, renderCell: ({ value }) => <ReferenceLabel resource={reference.resource} optionText={reference.optionText} value={value} /> };
    }
    default:
      return { ...base, valueFormatter: (value: unknown) => cellText(spec.kind, value) };
  }
}

/** The grid's columns from the schema (x-grid.columns), then the row menu when the role may use one. */
export function gridColumns(
  specs: readonly ColumnSpec[],
  rowMenu?: { onOpen: (anchor: HTMLElement, record: MasterRecord) => void; labelOf: (record: MasterRecord) => string },
): GridColDef<MasterRecord>[] {
  const columns = specs.map(dataColumn);
  if (!rowMenu) return columns;
  columns.push({
    field: ACTIONS_FIELD,
    headerName: 'Action',
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    hideable: false,
    width: 90,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => (
      <IconButton
        size="small"
        aria-label={`Actions for ${rowMenu.labelOf(row)}`}
        aria-haspopup="menu"
        onClick={(event: MouseEvent<HTMLElement>) => rowMenu.onOpen(event.currentTarget, row)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
    ),
  });
  return columns;
}
