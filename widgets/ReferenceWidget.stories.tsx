import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { memoryDataProvider } from './grid/storybook/memoryDataProvider';
import { ReferenceLabel } from './ReferenceLabel';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

/** The menus a submenu's 'Menu' field picks from; one Inactive (listed, not selectable). */
const menus = [
  { id: 1, text: 'Dashboard', path: '/dashboard', status: 'Active' },
  { id: 2, text: 'Attendance', path: '/attendance/calendar', status: 'Active' },
  { id: 3, text: 'Leave', path: '/leaveApply', status: 'Active' },
  { id: 4, text: 'Master Data', path: '/organization', status: 'Active' },
  { id: 5, text: 'Settings', path: '/preOnboarding', status: 'Active' },
  { id: 6, text: 'Travel', path: '/travel', status: 'Inactive' },
  { id: 7, text: 'Administration', path: '/menu', status: 'Active' },
];

/** react-admin's context with an in-memory dataProvider standing in for GET /api/menu. */
const withDataProvider: Decorator = (Story) => (
  <MemoryRouter>
    <AdminContext dataProvider={memoryDataProvider({ menu: menus }, { latencyMs: 400 })} store={memoryStore()}>
      <Story />
    </AdminContext>
  </MemoryRouter>
);

const meta = {
  title: 'Widgets/ReferenceWidget',
  component: FieldStory,
  decorators: [withDataProvider],
} satisfies Meta<typeof FieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

const states = fieldStates(
  {
    field: 'menuId',
    required: true,
    schema: { type: 'integer', title: 'Menu' },
    uiSchema: { 'ui:widget': 'reference', 'ui:options': { resource: 'menu', optionText: 'text' } },
  },
  4,
  'Menu is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;

/** A stored id the list does not hold (a deleted menu) shows as '#id' rather than an empty field. */
export const UnknownId: Story = { args: { ...states.filled.args!, field: 'menuId', schema: { type: 'integer', title: 'Menu' }, value: 99 } };

/** The label helper a grid cell uses for the same key (one cached list for every cell). */
export const GridCellLabel: Story = {
  args: { field: 'menuId', schema: { type: 'integer', title: 'Menu' } },
  render: () => (
    <table>
      <tbody>
        {[2, 4, 6, 99].map((id) => (
          <tr key={id}>
            <td style={{ paddingRight: 16 }}>menuId {id}</td>
            <td>
              <ReferenceLabel resource="menu" optionText="text" value={id} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
