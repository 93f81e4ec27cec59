import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mui/material';
import { fn } from 'storybook/test';
import { SheetImportForm } from './SheetImportForm';

const idle = { file: null, step: 'idle', progress: 0, status: null, problem: null, refusal: null, done: null } as const;

const meta = {
  title: 'Widgets/SheetImportForm',
  component: SheetImportForm,
  decorators: [
    (Story) => (
      <Stack spacing={2}>
        <Story />
      </Stack>
    ),
  ],
  args: { state: idle, formats: ['xlsx', 'xls'], fileLabel: 'Shift roster file', choose: fn(), upload: fn(), downloadSample: fn(), downloadErrors: fn(), progressLabel: 'Upload progress' },
} satisfies Meta<typeof SheetImportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Ready: Story = {};

/** A clean file's job writing it (also after a reload): the controls wait. */
export const Importing: Story = { args: { state: { ...idle, step: 'importing', progress: 40, status: 'Importing' } } };

/** A refused file: each wrong row as typed, and the error file. */
export const Refused: Story = {
  args: {
    state: {
      ...idle,
      refusal: {
        message: '1 of 2 rows has errors; nothing was imported',
        columns: ['Emp ID', 'Shift'],
        rows: [{ row: 3, cells: ['EMP999', 'S9'], error: 'Employee EMP999 does not exist in this organisation' }],
      },
    },
  },
};

/** The job ended: what it wrote. */
export const Done: Story = { args: { state: { ...idle, done: 'Uploaded Successfully! 40 dates set, 12 changed.' } } };
