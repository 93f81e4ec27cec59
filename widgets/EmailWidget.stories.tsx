import type { Meta } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/EmailWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

const states = fieldStates(
  {
    field: 'personalEmailId',
    required: true,
    schema: { type: 'string', title: 'Personal Email Id', format: 'email' },
  },
  'ahmed.hassan@example.com',
  'Invalid email format',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;
