import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/TextWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

const states = fieldStates(
  {
    field: 'firstName',
    required: true,
    schema: { type: 'string', title: 'First Name', maxLength: 50 },
    uiSchema: { 'ui:widget': 'text', 'ui:placeholder': 'Letters and spaces only' },
  },
  'Ahmed Hassan',
  'First Name is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;

/** ui:options.restrict 'numeric' with min/max: digits and one dot, clamped into 0–100. */
export const Numeric: Story = {
  args: {
    field: 'score',
    schema: { type: 'number', title: 'Score' },
    uiSchema: { 'ui:options': { restrict: 'numeric', min: 0, max: 100 } },
    value: 42.5,
  },
};

/** ui:options.restrict 'ifsc': upper-case letters and digits, maxLength 11. */
export const Ifsc: Story = {
  args: {
    field: 'ifscCode',
    schema: { type: 'string', title: 'IFSC Code' },
    uiSchema: { 'ui:options': { restrict: 'ifsc', maxLength: 11 } },
    value: 'SBIN0001234',
  },
};

/** ui:options.restrict 'alphanumeric'. */
export const Alphanumeric: Story = {
  args: {
    field: 'employeeCode',
    schema: { type: 'string', title: 'Employee Code' },
    uiSchema: { 'ui:options': { restrict: 'alphanumeric', maxLength: 12 } },
    value: 'EMP 1024',
  },
};

/** ui:options.allow adds characters to the kind: a department name keeps '&'. Typing '!' shows which characters it takes. */
export const AllowExtraCharacters: Story = {
  args: {
    field: 'name',
    schema: { type: 'string', title: 'Name', maxLength: 100 },
    uiSchema: { 'ui:options': { restrict: 'alphabetic', allow: "&-.,'()/" } },
    value: 'Research & Development',
  },
};

/** A code typed in lower case is upper-cased; a refused pattern says what is allowed (x-pattern-message). */
export const UpperCaseCode: Story = {
  args: {
    field: 'code',
    schema: {
      type: 'string',
      title: 'Department Code',
      pattern: '^[A-Z0-9]{2,10}$',
      maxLength: 10,
      'x-pattern-message': 'Department Code must be 2 to 10 capital letters (A-Z) or digits (0-9)',
    } as never,
    uiSchema: { 'ui:options': { restrict: 'ifsc' } },
    value: 'ENG',
  },
};
