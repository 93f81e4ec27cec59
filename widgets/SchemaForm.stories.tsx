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
