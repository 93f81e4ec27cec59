import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { memoryDataProvider } from '../../../../widgets/grid/storybook/memoryDataProvider';
import { normalizeMasterSchema, type JsonSchema } from '../../../shared/masterSchema';
import marketFacingTitleFile from '../../../../schemas/masters/marketFacingTitle.schema.json';
import { theme } from '../../theme';
import { ToastHost } from '../../toast/ToastHost';
import { FULL_ACCESS, type MasterSchemaEntry, type MasterRecord } from '../types';

/** The Market Facing Title master as GET /api/schemas answers it (from the real schema file). */
export const marketFacingTitle: MasterSchemaEntry = {
  name: 'marketFacingTitle',
  schema: normalizeMasterSchema('marketFacingTitle', marketFacingTitleFile as JsonSchema),
  access: FULL_ACCESS,
};

/** A master no code knows about: the e2e test's Vehicle Type. */
export const vehicleType: MasterSchemaEntry = {
  name: 'vehicleType',
  schema: normalizeMasterSchema('vehicleType', {
    title: 'Vehicle Type',
    required: ['name'],
    properties: { name: { type: 'string', title: 'Name' }, seats: { type: 'integer', title: 'Seats', minimum: 1 } },
  }),
  access: FULL_ACCESS,
};

export const marketFacingTitleRows: MasterRecord[] = (marketFacingTitle.schema['x-seed'] ?? []).map((row, index) => ({
  id: index + 1,
  ...row,
  status: index === 2 ? 'Inactive' : 'Active',
}));

export const vehicleTypeRows: MasterRecord[] = Array.from({ length: 130 }, (_, index) => ({
  id: index + 1,
  name: `Vehicle ${String(index + 1).padStart(3, '0')}`,
  seats: (index % 40) + 1,
  status: index % 7 === 0 ? 'Inactive' : 'Active',
}));

/**
 * react-admin around a master screen with an in-memory dataProvider (search, sort, pages, versions,
 * the unique name's 409). `path` is where the story starts, e.g. /vehicleType/create. Export and
 * import call the real server's endpoints, which a story does not have.
 */
export function StoryAdmin({ definition, rows, path, children }: { definition: MasterSchemaEntry; rows: MasterRecord[]; path?: string; children: ReactNode }) {
  const { name, schema } = definition;
  const dataProvider = memoryDataProvider(
    { [name]: rows },
    {
      searchable: { [name]: schema['x-grid'].searchable },
      unique: schema['x-unique'][0]
        ? { [name]: { field: schema['x-unique'][0], label: schema.properties[schema['x-unique'][0]].title ?? schema['x-unique'][0], title: schema.title } }
        : {},
    },
  );
  return (
    <MemoryRouter initialEntries={[path ?? `/${name}`]}>
      <AdminContext dataProvider={dataProvider} store={memoryStore()} theme={theme}>
        <Routes>
          <Route path={`/${name}/*`} element={children} />
        </Routes>
        <ToastHost />
      </AdminContext>
    </MemoryRouter>
  );
}
