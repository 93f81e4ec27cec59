import type { Meta } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/DateTimeWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

/** Disabled, as in a View dialog, the instant reads DD/MM/YYYY HH:mm in the browser's time zone. */
const states = fieldStates(
  {
    field: 'sentAt',
    required: true,
    schema: { type: 'string', title: 'Sent At', format: 'date-time' },
  },
  '2026-11-21T09:30:00.000Z',
  'Sent At is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;
