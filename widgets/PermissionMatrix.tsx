import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from './DataTable';
import { SearchField } from './SearchField';
import { usePermissionMatrix } from './hooks/usePermissionMatrix';
import { MatrixCheckbox } from './MatrixCheckbox';
import { PermissionGroupRow } from './PermissionGroupRow';
import { PermissionMatrixRow } from './PermissionMatrixRow';
import { NO_RESULTS_TEXT } from './selectOptions';
import { VERB_LABELS, VERBS, type PermissionRow } from './rules/permissionMatrix';

export interface PermissionMatrixProps {
  rows: readonly PermissionRow[];
  onChange: (rows: PermissionRow[]) => void;
  /** Boxes shown, not changeable (a role without edit on the screen). */
  readOnly?: boolean;
  /** Accessible name of the table. */
  label?: string;
  /** Height of the scrolling table (its header stays in view). */
  maxHeight?: number | string;
}

/**
 * Every menu and submenu × View / Add / Edit / Delete, grouped by menu, with select-all per row,
 * per column and per menu. Inactive menus are greyed with an 'Inactive' chip. A filter narrows
 * the rows, and select-all then acts on the rows shown.
 */
export function PermissionMatrix({ rows, onChange, readOnly = false, label = 'Permissions', maxHeight = '60vh' }: PermissionMatrixProps) {
  const matrix = usePermissionMatrix(rows, onChange);
  const { handlers } = matrix;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <SearchField label="Filter menus" placeholder="Filter menus" value={matrix.filter} onChange={matrix.setFilter} sx={{ minWidth: { sm: 260 } }} />
        <Typography variant="body2" color="text.secondary">
          {matrix.shownCount === matrix.totalCount ? `${matrix.totalCount} screens` : `${matrix.shownCount} of ${matrix.totalCount} screens`}
        </Typography>
      </Stack>
      <DataTable
        label={label}
        maxHeight={maxHeight}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        rows={matrix.groups}
        rowKey={(group) => group.menuId}
        emptyText={NO_RESULTS_TEXT}
        renderRow={(group) => (
          <>
            {group.single ? null : <PermissionGroupRow group={group} readOnly={readOnly} handlers={handlers} />}
            {group.rows.map((row) => (
              <PermissionMatrixRow key={matrix.rowKey(row)} row={row} nested={!group.single} readOnly={readOnly} handlers={handlers} />
            ))}
          </>
        )}
        columns={[
          { label: 'Menu', headerSx: { minWidth: 220 } },
          ...VERBS.map((verb) => ({
            label: VERB_LABELS[verb],
            align: 'center' as const,
            headerSx: { width: 88, px: 0.5 },
            header: (
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                {VERB_LABELS[verb]}
                <MatrixCheckbox
                  state={matrix.columns[verb]}
                  label={`Select all ${VERB_LABELS[verb]}`}
                  disabled={readOnly || matrix.shownCount === 0}
                  onToggle={(on) => handlers.setColumn(verb, on)}
                />
              </Box>
            ),
          })),
          {
            label: 'All',
            align: 'center',
            headerSx: { width: 88, px: 0.5 },
            header: (
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                All
                <MatrixCheckbox state={matrix.everything} label="Select all permissions" disabled={readOnly || matrix.shownCount === 0} onToggle={handlers.setEverything} />
              </Box>
            ),
          },
        ]}
      />
    </Stack>
  );
}
