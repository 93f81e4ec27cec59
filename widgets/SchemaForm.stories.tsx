import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaForm } from './SchemaForm';
import { sampleData, sampleSchema, sampleServerErrors, sampleUiSchema } from './storybook/sampleForm';

const meta = {
  title: 'Widgets/SchemaForm',
  component: SchemaForm,
  args: {
    schema: sampleSchema,
    uiSchema: sampleUiSchema,
    onSubmit: (data: unknown) => console.info('submitted', data),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof SchemaForm>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Submit without filling anything to see the required messages. */
export const Empty: Story = {};

export const Filled: Story = { args: { formData: sampleData } };

/** A server 400's `fields` passed as extraErrors. */
export const ErrorState: Story = {
  name: 'Error',
  args: { formData: { ...sampleData, personalEmailId: 'ahmed@', mobileNumber: '+20 10123' }, extraErrors: sampleServerErrors },
};

export const Disabled: Story = { args: { formData: sampleData, disabled: true } };

export const Submitting: Story = { args: { formData: sampleData, submitting: true } };

/** Fields under titled groups (`ui:options.group`), as the Shift Master's rules are. */
export const GroupedFields: Story = {
  args: {
    schema: {
      type: 'object',
      properties: {
        shiftCode: { type: 'string', title: 'Shift Code' },
        halfDayThresholdHours: { type: 'string', title: 'Half Day Threshold Hours' },
        absentThresholdHours: { type: 'string', title: 'Absent Threshold Hours' },
        breakStart: { type: 'string', title: 'Break Start' },
        breakMinutes: { type: 'integer', title: 'Break Minutes' },
      },
    },
    uiSchema: {
      shiftCode: { 'ui:options': { restrict: 'all' } },
      halfDayThresholdHours: { 'ui:widget': 'time', 'ui:options': { group: 'Day status by hours worked' } },
      absentThresholdHours: { 'ui:widget': 'time', 'ui:options': { group: 'Day status by hours worked' } },
      breakStart: { 'ui:widget': 'time', 'ui:options': { group: 'Break' } },
      breakMinutes: { 'ui:options': { group: 'Break' } },
    },
  },
};
