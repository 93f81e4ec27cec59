import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/MonthYearWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

const states = fieldStates(
  {
    field: 'payrollMonth',
    required: true,
    schema: { type: 'string', title: 'Payroll Month', pattern: '^\\d{4}-\\d{2}$' },
    uiSchema: { 'ui:widget': 'monthYear' },
  },
  '2025-03',
  'Payroll Month is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;

/** ui:options.format 'yyyy': the year alone. */
export const YearOnly: Story = {
  args: {
    field: 'financialYear',
    schema: { type: 'string', title: 'Financial Year' },
    uiSchema: { 'ui:widget': 'monthYear', 'ui:options': { format: 'yyyy' } },
    value: '2025',
  },
};
