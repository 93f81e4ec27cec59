import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/SelectWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

const states = fieldStates(
  {
    field: 'department',
    required: true,
    schema: { type: 'string', title: 'Department', oneOf: [{ const: 'hr', title: 'Human Resources' }, { const: 'fin', title: 'Finance' }, { const: 'eng', title: 'Engineering' }, { const: 'ops', title: 'Operations and Facilities Management for the Northern Region Offices, Plants, Warehouses and Field Sites' }] },
  },
  'eng',
  'Department is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;

/** ui:options.balance shows 'text: count' beside the select (leave balance forms). */
export const WithBalance: Story = {
  args: {
    field: 'leaveType',
    schema: { type: 'string', title: 'Leave Type', enum: ['Casual Leave', 'Sick Leave', 'Earned Leave'] },
    uiSchema: { 'ui:options': { balance: { text: 'Balance', count: 7 } } },
    value: 'Casual Leave',
  },
};
