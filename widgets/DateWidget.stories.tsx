import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/DateWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

const states = fieldStates(
  {
    field: 'doj',
    required: true,
    schema: { type: 'string', title: 'Date of Joining', format: 'date' },
  },
  '2024-03-12',
  'Invalid date',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;

/** ui:options.disablePast and disabledDates: typing a past or listed date shows a hint and blocks submit. */
export const DisablePastAndHolidays: Story = {
  args: {
    field: 'leaveDate',
    schema: { type: 'string', title: 'Leave Date', format: 'date' },
    uiSchema: { 'ui:options': { disablePast: true, disabledDates: ['2025-12-25', '2026-01-01'] } },
  },
};
