import { Suspense, type ComponentType, type ReactElement } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { lazyPage } from '../routes/lazyPage';
import { withPermissionGuard } from '../routes/withPermissionGuard';
import { masterCompanions } from './masterCompanions';
import type { MasterSchemaEntry } from './types';

// The list page pulls in the data grid (and, once a dialog opens, the form engine): lazy chunks,
// so neither is downloaded before a master is opened.
const MasterListPage = lazyPage(() => import('./MasterListPage'));

/**
 * One master's react-admin <Resource>. The list page owns the whole resource path: /<name> is the
 * list, /<name>/create and /<name>/<id> open the add and edit dialogs over it, so the grid keeps
 * its page while a dialog is open and a dialog can be linked to.
 */
export function createMasterResource(definition: MasterSchemaEntry): ReactElement<ResourceProps> {
  const { name, schema, access } = definition;
  return (
    <Resource
      key={name}
      name={name}
      list={masterScreen(definition)}
      hasCreate={access.add}
      hasEdit={access.edit}
      options={{ label: schema['x-title-plural'] }}
      recordRepresentation={schema['x-unique'][0] ?? 'id'}
    />
  );
}

/**
 * A master whose menu path is not /<name> (the Shift Master at /adminAttendance/shiftMaster, spec
 * 001 §2) is also served there, dialogs included; its list and dialogs live at that path.
 */
export function masterMenuRoute(definition: MasterSchemaEntry): ReactElement | null {
  const menuPath = definition.schema['x-menu'];
  if (menuPath === `/${definition.name}`) return null;
  const Screen = masterScreen(definition);
  return <Route key={menuPath} path={`${menuPath}/*`} element={<Screen />} />;
}

const screens = new WeakMap<MasterSchemaEntry, ComponentType>();

/** The list page (with its companion) inside the guard of the master's menu path; one component per definition. */
function masterScreen(definition: MasterSchemaEntry): ComponentType {
  const known = screens.get(definition);
  if (known) return known;
  const { name, schema, access } = definition;
  const Companion = masterCompanions[name];
  const List = withPermissionGuard(schema['x-menu'], function MasterList() {
    return (
      <>
        <MasterListPage definition={definition} />
        {Companion ? (
          <Suspense fallback={null}>
            <Companion access={access} />
          </Suspense>
        ) : null}
      </>
    );
  });
  screens.set(definition, List);
  return List;
}
