import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE_VALUE_PATTERN } from './rules/mobileRules';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/MobileWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

const states = fieldStates(
  {
    field: 'mobileNumber',
    required: true,
    schema: { type: 'string', title: 'Mobile number', pattern: MOBILE_VALUE_PATTERN },
    uiSchema: { 'ui:widget': 'mobile' },
  },
  '+20 1012345678',
  'Mobile number must be 10 digits',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;

/** ui:options.countryCode sets the starting country (ISO code or dial code). */
export const IndiaByDefault: Story = {
  args: {
    field: 'mobileNumber',
    schema: { type: 'string', title: 'Mobile number', pattern: MOBILE_VALUE_PATTERN },
    uiSchema: { 'ui:widget': 'mobile', 'ui:options': { countryCode: 'IN' } },
  },
};
