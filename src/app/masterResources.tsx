import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { getLoginDetails, subscribe } from './auth/loginStorage';
import type { LoginDetails } from './auth/types';
import { apiRequest } from './http/httpClient';
import { createMasterResource, masterMenuRoute } from './masters/createMasterResource';
import type { MasterSchemaEntry } from './masters/types';
import { lazyPage } from './routes/lazyPage';
import PermissionGuard from './routes/PermissionGuard';
import { routeCatalogue } from '../shared/routeCatalogue';

const NotAvailable = lazyPage(() => import('./routes/NotAvailable'));
const UnknownPathPage = lazyPage(() => import('./masters/UnknownPathPage'));

/**
 * THE place the schema engine's master-data screens plug in. App renders the function this hook
 * answers as <Admin>'s function child: react-admin calls it once the session is known, and it
 * answers, from GET /api/schemas (the masters this role may view), one <Resource> per master —
 * so a schema file added on the server shows up after a restart without rebuilding the browser app.
 *
 * It also answers the routes around them: a catalogue master with no schema (or none this role may
 * view) keeps its guarded 'not available' page, and a one-segment path nothing matched asks the
 * API whether it is a master the role may not open (UnknownPathPage).
 */
export function useMasterResources(): () => Promise<ReactNode> {
  // Only who is signed in, in which role and organisation: a token refresh must not re-run it
  // (react-admin shows its loading page while a function child resolves).
  const session = useSyncExternalStore(subscribe, () => sessionKey(getLoginDetails()));
  return useMemo(() => {
    let loaded: Promise<ReactNode> | undefined;
    // react-admin calls it again when permissions change; the answer for a session is fetched once.
    return () => (loaded ??= loadMasterRoutes(session !== ''));
  }, [session]);
}

function sessionKey(details: LoginDetails | null): string {
  if (!details) return '';
  const { empId, roleType, activeOrganization } = details.userDetails;
  return `${empId}|${roleType}|${activeOrganization?.organizationCode ?? ''}`;
}

/** Never rejects: react-admin would stay on its loading page. A failed call was toasted by httpClient. */
async function loadMasterRoutes(signedIn: boolean): Promise<ReactNode> {
  if (!signedIn) return masterRoutes([]);
  let definitions: MasterSchemaEntry[] = [];
  try {
    definitions = (await apiRequest<MasterSchemaEntry[]>('/schemas')) ?? [];
  } catch {
    definitions = [];
  }
  return masterRoutes(definitions);
}

/** The resources of the masters, and the routes that stand in for the others. */
export function masterRoutes(definitions: readonly MasterSchemaEntry[]): ReactNode {
  const served = new Set(definitions.flatMap((definition) => [`/${definition.name}`, definition.schema['x-menu']]));
  const placeholders = routeCatalogue.filter((route) => route.kind === 'master' && !served.has(route.path));
  return (
    <>
      {definitions.map(createMasterResource)}
      <CustomRoutes>
        {definitions.map(masterMenuRoute)}
        {placeholders.map(({ path }) => (
          <Route
            key={path}
            path={path}
            caseSensitive
            element={
              <PermissionGuard path={path}>
                <NotAvailable path={path} />
              </PermissionGuard>
            }
          />
        ))}
        <Route path="/:name" element={<UnknownPathPage />} />
      </CustomRoutes>
    </>
  );
}
