import type { Meta } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/ColorWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

const states = fieldStates(
  {
    field: 'brandColour',
    required: true,
    schema: { type: 'string', title: 'Brand Colour', format: 'color' },
  },
  '#247b48',
  'Brand Colour is not a valid color',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;
