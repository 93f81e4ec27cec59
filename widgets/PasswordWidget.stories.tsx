import type { Meta } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/PasswordWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

const states = fieldStates(
  {
    field: 'password',
    required: true,
    schema: { type: 'string', title: 'Password', minLength: 8 },
    uiSchema: { 'ui:widget': 'password' },
  },
  's3cret-pass',
  'Password must be at least 8 characters',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;
