import { Suspense, type ReactElement } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import { lazyPage } from '../routes/lazyPage';
import { withPermissionGuard } from '../routes/withPermissionGuard';
import { masterCompanions } from './masterCompanions';
import type { MasterDefinition } from './types';

// The list page pulls in the data grid (and, once a dialog opens, the form engine): lazy chunks,
// so neither is downloaded before a master is opened.
const MasterListPage = lazyPage(() => import('./MasterListPage'));

/**
 * One master's react-admin <Resource>. The list page owns the whole resource path: /<name> is the
 * list, /<name>/create and /<name>/<id> open the add and edit dialogs over it, so the grid keeps
 * its page while a dialog is open and a dialog can be linked to.
 */
export function createMasterResource(definition: MasterDefinition): ReactElement<ResourceProps> {
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
  return (
    <Resource
      key={name}
      name={name}
      list={List}
      hasCreate={access.add}
      hasEdit={access.edit}
      options={{ label: schema['x-title-plural'] }}
      recordRepresentation={schema['x-unique'][0] ?? 'id'}
    />
  );
}
