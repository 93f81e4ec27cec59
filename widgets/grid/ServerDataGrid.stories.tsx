import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { AdminContext, ListBase, memoryStore, type RaRecord } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../../src/app/theme';
import { ServerDataGrid } from './ServerDataGrid';
import { memoryDataProvider } from './storybook/memoryDataProvider';
import { useDataGridController } from './useDataGridController';

interface City extends RaRecord {
  id: number;
  name: string;
  state: string;
  population: number;
}

const STATES = ['Karnataka', 'Tamil Nadu', 'Kerala', 'Maharashtra', 'Telangana', 'Gujarat'];

/** 250 rows: more than the MIT grid's 100-row page, so 'All' can be tried. */
const cities: City[] = Array.from({ length: 250 }, (_, index) => ({
  id: index + 1,
  name: `City ${String(index + 1).padStart(3, '0')}`,
  state: STATES[index % STATES.length],
  population: 10_000 + ((index * 7919) % 900_000),
}));

const columns: GridColDef<City>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'state', headerName: 'State', flex: 1 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

function Admin({ rows, children }: { rows: City[]; children: React.ReactNode }) {
  return (
    <MemoryRouter>
      <AdminContext
        dataProvider={memoryDataProvider({ cities: rows }, { searchable: { cities: ['name', 'state'] } })}
        store={memoryStore()}
        theme={theme}
      >
        <ListBase resource="cities" perPage={10} sort={{ field: 'id', order: 'ASC' }} disableSyncWithLocation disableAuthentication>
          {children}
        </ListBase>
      </AdminContext>
    </MemoryRouter>
  );
}

/** The binding used the way a page uses it: one controller for the search box and the grid. */
function GridWithSearch({ checkboxSelection }: { checkboxSelection?: boolean }) {
  const grid = useDataGridController<City>(undefined, { sortableFields: ['name', 'state', 'population'], defaultSort: { field: 'id', order: 'ASC' } });
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField size="small" placeholder="Search" value={grid.search} onChange={(event) => grid.setSearch(event.target.value)} />
        <Typography variant="body2" color="text.secondary">
          {grid.selectedIds.length} selected (cleared on page, size or search change)
        </Typography>
      </Stack>
      <ServerDataGrid<City> grid={grid} columns={columns} checkboxSelection={checkboxSelection} />
    </Stack>
  );
}

const meta = {
  title: 'Widgets/Grid/ServerDataGrid',
  component: GridWithSearch,
  args: { checkboxSelection: true },
  render: (args) => (
    <Admin rows={cities}>
      <GridWithSearch {...args} />
    </Admin>
  ),
} satisfies Meta<typeof GridWithSearch>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Server-side paging, sorting and search through react-admin's list controller; try 'All' (250 rows). */
export const Paged: Story = {};

/** 'No data available'. */
export const Empty: Story = {
  render: (args) => (
    <Admin rows={[]}>
      <GridWithSearch {...args} />
    </Admin>
  ),
};

/** The thin component on its own, reading the list controller from context. */
export const FromContext: Story = {
  render: () => (
    <Admin rows={cities}>
      <ServerDataGrid<City> columns={columns} />
    </Admin>
  ),
};
