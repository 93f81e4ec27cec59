import type { Meta } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/RadioWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

const states = fieldStates(
  {
    field: 'gender',
    required: true,
    schema: { type: 'string', title: 'Gender', enum: ['Male', 'Female', 'Other'] },
    uiSchema: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
  },
  'Female',
  'Gender is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;
