import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MatrixHandlers } from './hooks/usePermissionMatrix';
import { InactiveChip } from './InactiveChip';
import { MatrixCheckbox } from './MatrixCheckbox';
import { allState, VERB_LABELS, VERBS, verbState, type PermissionGroup } from './rules/permissionMatrix';

export interface PermissionGroupRowProps {
  group: PermissionGroup;
  readOnly: boolean;
  handlers: MatrixHandlers;
}

/** A menu's heading above its submenus: select-all per verb and for the whole menu. */
export function PermissionGroupRow({ group, readOnly, handlers }: PermissionGroupRowProps) {
  const { menuId, menuText, inactive, rows } = group;
  return (
    <TableRow data-inactive={inactive || undefined} sx={{ bgcolor: inactive ? 'action.disabledBackground' : 'action.selected' }}>
      <TableCell component="th" scope="rowgroup" sx={{ py: 0.5 }}>
        <Typography component="span" variant="subtitle2" sx={{ color: inactive ? 'text.disabled' : 'text.primary' }}>
          {menuText}
        </Typography>
        {inactive ? <InactiveChip /> : null}
      </TableCell>
      {VERBS.map((verb) => (
        <TableCell key={verb} align="center" padding="checkbox">
          <MatrixCheckbox
            state={verbState(rows, verb)}
            label={`${VERB_LABELS[verb]} all of ${menuText}`}
            disabled={readOnly}
            muted={inactive}
            onToggle={(on) => handlers.setGroupVerb(menuId, verb, on)}
          />
        </TableCell>
      ))}
      <TableCell align="center" padding="checkbox">
        <MatrixCheckbox state={allState(rows)} label={`All permissions for all of ${menuText}`} disabled={readOnly} muted={inactive} onToggle={(on) => handlers.setGroup(menuId, on)} />
      </TableCell>
    </TableRow>
  );
}
