import { Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { ListContextProvider } from 'react-admin';
import { ServerDataGrid } from '../../../widgets/grid/ServerDataGrid';
import { lazyPage } from '../routes/lazyPage';
import { ConfirmDialog } from './ConfirmDialog';
import { ExportMenu } from './ExportMenu';
import { ImportDialog } from './ImportDialog';
import { gridColumns } from './masterColumns';
import { ACTIVE, INACTIVE } from './masterSchemaView';
import type { MasterSchemaEntry, MasterRecord } from './types';
import { useExport } from './useExport';
import { useImportSheet } from './useImportSheet';
import { useMasterList } from './useMasterList';
import { PageHeader } from '../../../widgets/PageHeader';
import { SearchField } from '../../../widgets/SearchField';

// The form engine (RJSF, ajv) loads when a dialog first opens, not with the list.
const MasterFormDialog = lazyPage(() => import('./MasterFormDialog'));

/** The row menu's entries, in order; a role sees those its access allows (rowActionsFor). */
const ROW_ACTIONS = [
  { kind: 'view', label: 'View', icon: <VisibilityOutlinedIcon fontSize="small" /> },
  { kind: 'edit', label: 'Edit', icon: <EditOutlinedIcon fontSize="small" /> },
  { kind: 'status', label: 'Status', icon: <SwapHorizIcon fontSize="small" /> },
  { kind: 'delete', label: 'Delete', icon: <DeleteOutlineIcon fontSize="small" color="error" /> },
] as const;

export interface MasterListPageProps {
  definition: MasterSchemaEntry;
}

/** Spec 000 §2.7 for every master: searchable server-paged table, row menu, add/edit dialog, import, export. */
export function MasterListPage({ definition }: MasterListPageProps) {
  const state = useMasterList(definition);
  const imports = useImportSheet(definition);
  const exporter = useExport(definition, state.list.filterValues, state.list.sort);
  const { title, pluralTitle, grid, access, actions, showActions, dialog, confirmation, menu } = state;
  const labelField = definition.schema['x-unique'][0];

  const columns = useMemo(
    () =>
      gridColumns(
        state.columns,
        showActions
          ? { onOpen: state.openMenu, labelOf: (record: MasterRecord) => String(record[labelField ?? 'id'] ?? record.id) }
          : undefined,
      ),
    [labelField, showActions, state.columns, state.openMenu],
  );

  const nextStatus = confirmation?.record.status === INACTIVE ? ACTIVE : INACTIVE;

  return (
    <ListContextProvider value={state.list}>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <PageHeader title={pluralTitle}>
          <SearchField label={`Search ${pluralTitle}`} value={grid.search} onChange={grid.setSearch} sx={{ minWidth: { sm: 220 } }} />
          <ExportMenu busy={exporter.busy} onExport={(format) => void exporter.exportFile(format)} onPrint={() => void exporter.print()} />
          {access.add ? (
            <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={imports.openDialog}>
              Import
            </Button>
          ) : null}
          {access.add ? (
            <Button variant="contained" onClick={state.openCreate} sx={{ whiteSpace: 'nowrap' }}>
              + Add {title}
            </Button>
          ) : null}
        </PageHeader>
        <Box>
          <ServerDataGrid<MasterRecord> grid={grid} columns={columns} aria-label={pluralTitle} />
        </Box>
      </Paper>

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={state.closeMenu}>
        {ROW_ACTIONS.filter(({ kind }) => actions[kind]).map(({ kind, label, icon }) => (
          <MenuItem key={kind} onClick={() => state.menuAction(kind)}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>

      <ConfirmDialog
        open={confirmation?.kind === 'status'}
        title="Change Status"
        content={`Are you sure you want to change the status to ${nextStatus}?`}
        busy={state.confirming}
        onConfirm={() => void state.confirm()}
        onCancel={state.cancelConfirmation}
      />
      <ConfirmDialog
        open={confirmation?.kind === 'delete'}
        title="Delete Request"
        content="Are you sure you want to delete this row?"
        confirmText="Delete"
        danger
        busy={state.confirming}
        onConfirm={() => void state.confirm()}
        onCancel={state.cancelConfirmation}
      />

      {dialog ? (
        <Suspense fallback={null}>
          <MasterFormDialog
            key={dialog.mode === 'create' ? 'create' : dialog.id}
            definition={definition}
            id={dialog.mode === 'create' ? undefined : dialog.id}
            viewOnly={dialog.mode === 'view'}
            onClose={state.closeDialog}
          />
        </Suspense>
      ) : null}

      <ImportDialog title={title} state={imports} />
    </ListContextProvider>
  );
}

export default MasterListPage;
