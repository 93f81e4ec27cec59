import { memo } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MatrixHandlers } from './hooks/usePermissionMatrix';
import { InactiveChip } from './InactiveChip';
import { MatrixCheckbox } from './MatrixCheckbox';
import { INACTIVE, isInactiveRow, rowKey, rowName, rowState, VERB_LABELS, VERBS, type PermissionRow } from './rules/permissionMatrix';

export interface PermissionMatrixRowProps {
  row: PermissionRow;
  /** Indented under its menu's heading (a submenu), or a menu standing alone. */
  nested: boolean;
  readOnly: boolean;
  handlers: MatrixHandlers;
}

/** One menu or submenu: its name and path, a box per verb, and a select-all for the row. */
export const PermissionMatrixRow = memo(function PermissionMatrixRow({ row, nested, readOnly, handlers }: PermissionMatrixRowProps) {
  const key = rowKey(row);
  const name = rowName(row);
  const inactive = isInactiveRow(row);
  return (
    <TableRow hover data-inactive={inactive || undefined} sx={inactive ? { bgcolor: 'action.hover', '& .matrix-name': { color: 'text.disabled' } } : undefined}>
      <TableCell component="th" scope="row" sx={{ pl: nested ? 5 : 2, py: 0.25 }}>
        <Typography className="matrix-name" component="span" variant="body2" sx={{ fontWeight: nested ? 400 : 600 }}>
          {row.text}
        </Typography>
        <Typography className="matrix-name" component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {row.path}
        </Typography>
        {/* Under an Inactive menu the heading carries the chip; the rows are only greyed. */}
        {row.status === INACTIVE || (!nested && inactive) ? <InactiveChip /> : null}
      </TableCell>
      {VERBS.map((verb) => (
        <TableCell key={verb} align="center" padding="checkbox">
          <MatrixCheckbox
            state={row.access[verb]}
            label={`${VERB_LABELS[verb]} ${name}`}
            disabled={readOnly}
            muted={inactive}
            onToggle={(on) => handlers.setCell(key, verb, on)}
          />
        </TableCell>
      ))}
      <TableCell align="center" padding="checkbox">
        <MatrixCheckbox state={rowState(row)} label={`All permissions for ${name}`} disabled={readOnly} muted={inactive} onToggle={(on) => handlers.setRow(key, on)} />
      </TableCell>
    </TableRow>
  );
});
