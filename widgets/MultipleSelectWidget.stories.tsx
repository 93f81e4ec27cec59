import type { Meta } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/MultipleSelectWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

const states = fieldStates(
  {
    field: 'probationMonths',
    required: true,
    schema: { type: 'array', title: 'Probation Months', uniqueItems: true, items: { type: 'string', enum: ['1', '2', '3', '6', '9', '12'] } },
    uiSchema: { 'ui:widget': 'multipleSelect', 'ui:options': { maxSelections: 3 } },
  },
  ['3', '6'],
  'Probation Months is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;
