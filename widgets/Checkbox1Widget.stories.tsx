import type { Meta } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/Checkbox1Widget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

const states = fieldStates(
  {
    field: 'acceptPolicy',
    required: true,
    schema: { type: 'boolean', title: 'I have read and accept the leave policy', const: true },
    uiSchema: { 'ui:widget': 'checkbox1' },
  },
  true,
  'Please accept the leave policy',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;
