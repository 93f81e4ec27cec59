import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldStory } from './storybook/FieldStory';
import { fieldStates } from './storybook/fieldStates';

const meta = {
  title: 'Widgets/FileWidget',
  component: FieldStory,
} satisfies Meta<typeof FieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

const states = fieldStates(
  {
    field: 'attachment',
    required: true,
    schema: { type: 'string', title: 'Attachment', format: 'data-url' },
    uiSchema: { 'ui:options': { accept: ['pdf', 'png', 'jpg', 'jpeg'], message: 'PDF or image, one file' } },
  },
  'data:application/pdf;name=Quarterly%20Employee%20Engagement%20Survey%20Results.pdf;base64,JVBERi0xLjQK',
  'Attachment is required',
);

export const Empty = states.empty;
export const Filled = states.filled;
export const ErrorState = states.error;
export const Disabled = states.disabled;

/** Spreadsheet uploads: csv and the Excel family are named specially in the message. */
export const Spreadsheet: Story = {
  args: {
    field: 'importFile',
    schema: { type: 'string', title: 'Import File', format: 'data-url' },
    uiSchema: { 'ui:options': { accept: ['xlsx', 'csv'] } },
  },
};
