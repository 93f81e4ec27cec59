import type { Meta } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/TimeWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

const states = fieldStates(
  {
    field: 'shiftStart',
    required: true,
    schema: { type: 'string', title: 'Shift Start', pattern: '^\\d{2}:\\d{2}$' },
    uiSchema: { 'ui:widget': 'time' },
  },
  '09:30',
  'Shift Start is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;
