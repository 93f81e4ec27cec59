import type { Meta } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/TextareaWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

const states = fieldStates(
  {
    field: 'description',
    required: true,
    schema: { type: 'string', title: 'Description' },
    uiSchema: { 'ui:widget': 'textarea', 'ui:options': { restrict: 'all', maxLength: 500 } },
  },
  'Annual offsite for the onboarding team.\nTransport from the main office.',
  'Description is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;
