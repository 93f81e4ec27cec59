import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { actionLabel, auditActor, formatAuditTime } from './auditFormat';
import type { AuditEntry } from './types';

const ACTION_COLORS: Record<string, 'success' | 'info' | 'error' | 'secondary'> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  import: 'secondary',
};

/** When, Who, Entity, Record, Action, Changes. The server orders newest first; no column sorts. */
export function auditColumns(onShowChanges: (entry: AuditEntry) => void): GridColDef<AuditEntry>[] {
  const fixed = { sortable: false, filterable: false, disableColumnMenu: true } as const;
  return [
    { ...fixed, field: 'at', headerName: 'When', width: 150, valueFormatter: (value: unknown) => formatAuditTime(value) },
    { ...fixed, field: 'actor', headerName: 'Who', flex: 1, minWidth: 180, valueGetter: (_value, row) => auditActor(row) },
    { ...fixed, field: 'entity', headerName: 'Entity', flex: 1, minWidth: 140 },
    { ...fixed, field: 'entityId', headerName: 'Record', width: 120 },
    {
      ...fixed,
      field: 'action',
      headerName: 'Action',
      width: 110,
      renderCell: ({ value }) => <Chip size="small" variant="outlined" label={actionLabel(String(value ?? ''))} color={ACTION_COLORS[String(value)] ?? 'default'} />,
    },
    {
      ...fixed,
      field: 'changes',
      headerName: 'Changes',
      width: 110,
      hideable: false,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => onShowChanges(row)} aria-label={`Changes of ${row.entity} ${row.entityId ?? ''} at ${formatAuditTime(row.at)}`.replace(/\s+/g, ' ')}>
          View
        </Button>
      ),
    },
  ];
}
