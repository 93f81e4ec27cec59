import { useCallback, useMemo, useState } from 'react';
import { useDelete, useListController, useUpdate, type SortPayload } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { DEFAULT_PER_PAGE, useDataGridController } from '../../../widgets/grid/useDataGridController';
import { showToast } from '../toast/toastStore';
import { columnSpecs, statusChangeable, successMessage, toggledStatus } from './masterSchemaView';
import type { MasterSchemaEntry, MasterRecord } from './types';

/** Spec 002 §9: server-paged lists sort DESC; newest rows first. */
export const MASTER_DEFAULT_SORT: SortPayload = { field: 'id', order: 'DESC' };

export type MasterDialog = { mode: 'create' } | { mode: 'edit' | 'view'; id: number } | null;
export type Confirmation = { kind: 'status' | 'delete'; record: MasterRecord } | null;

/** Which dialog the address asks for: /<name>/create, /<name>/<id> (edited, or only viewed by a role that may not edit), or none. */
export function dialogOfPath(rest: string | undefined, access: { add: boolean; edit: boolean }): MasterDialog {
  const segment = (rest ?? '').replace(/\/+$/, '');
  if (segment === 'create') return access.add ? { mode: 'create' } : null;
  if (/^\d+$/.test(segment)) return { mode: access.edit ? 'edit' : 'view', id: Number(segment) };
  return null;
}

/** The row actions a role may use: edit and status need edit, delete needs delete; without edit a row can be viewed. */
export function rowActionsFor(access: { edit: boolean; delete: boolean }, withStatus: boolean) {
  return { view: !access.edit, edit: access.edit, status: access.edit && withStatus, delete: access.delete };
}

/**
 * Everything the master list page does, without its markup: the list controller bound to the grid,
 * the add/edit dialog (from the address), the row menu, the 'Change Status' and 'Delete Request'
 * confirmations, and which buttons the role's access shows.
 */
export function useMasterList(definition: MasterSchemaEntry) {
  const { name, schema, access } = definition;
  const title = schema.title;
  const list = useListController<MasterRecord>({
    resource: name,
    perPage: DEFAULT_PER_PAGE,
    sort: MASTER_DEFAULT_SORT,
    // The page is inside PermissionGuard(x-menu); react-admin's own canAccess would look at /<name>.
    disableAuthentication: true,
  });
  const columns = useMemo(() => columnSpecs(schema), [schema]);
  const sortableFields = useMemo(() => columns.map((column) => column.field), [columns]);
  const grid = useDataGridController<MasterRecord>(list, { sortableFields, defaultSort: MASTER_DEFAULT_SORT });

  // Dialogs live in the address, so the grid stays mounted (and on its page) underneath.
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const dialog = dialogOfPath(params['*'], access);
  // The list lives at the master's menu path (/<name>, or deeper in the menu tree: /adminAttendance/shiftMaster).
  const listPath = schema['x-menu'];
  const go = useCallback(
    (suffix: string) => navigate({ pathname: `${listPath}${suffix}`, search: location.search }),
    [listPath, location.search, navigate],
  );
  const openCreate = useCallback(() => go('/create'), [go]);
  const openEdit = useCallback((record: MasterRecord) => go(`/${record.id}`), [go]);
  const closeDialog = useCallback(() => go(''), [go]);

  const actions = rowActionsFor(access, statusChangeable(schema));
  const showActions = actions.view || actions.edit || actions.status || actions.delete;

  const [menu, setMenu] = useState<{ anchor: HTMLElement; record: MasterRecord } | null>(null);
  const openMenu = useCallback((anchor: HTMLElement, record: MasterRecord) => setMenu({ anchor, record }), []);
  const closeMenu = useCallback(() => setMenu(null), []);

  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const [update, { isPending: updating }] = useUpdate<MasterRecord>();
  const [remove, { isPending: deleting }] = useDelete<MasterRecord>();

  const menuAction = useCallback(
    (kind: 'view' | 'edit' | 'status' | 'delete') => {
      const record = menu?.record;
      setMenu(null);
      if (!record) return;
      if (kind === 'view' || kind === 'edit') openEdit(record);
      else setConfirmation({ kind, record });
    },
    [menu, openEdit],
  );

  const cancelConfirmation = useCallback(() => setConfirmation(null), []);

  const confirm = useCallback(async () => {
    if (!confirmation) return;
    const { kind, record } = confirmation;
    try {
      if (kind === 'status') {
        // PUT carries the whole record and its version; the server refuses a stale one (409).
        await update(
          name,
          { id: record.id, data: toggledStatus(record), previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        showToast(successMessage(schema, 'status'), 'success');
      } else {
        await remove(name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
        showToast(successMessage(schema, 'delete'), 'success');
      }
      setConfirmation(null);
    } catch {
      // httpClient has toasted the server's message; the dialog stays for another try or Cancel.
      list.refetch();
    }
  }, [confirmation, list, name, remove, schema, update]);

  return {
    definition,
    title,
    pluralTitle: schema['x-title-plural'],
    list,
    grid,
    columns,
    access,
    actions,
    showActions,
    dialog,
    openCreate,
    openEdit,
    closeDialog,
    menu,
    openMenu,
    closeMenu,
    menuAction,
    confirmation,
    confirm,
    cancelConfirmation,
    confirming: updating || deleting,
  };
}

export type MasterListState = ReturnType<typeof useMasterList>;
