import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '@mui/material';
import { ImportProgress } from './ImportProgress';

const meta = {
  title: 'Widgets/ImportProgress',
  component: ImportProgress,
  decorators: [
    (Story) => (
      <Stack spacing={2}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof ImportProgress>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The file sent: the server reads and checks every row before anything is written. */
export const Checking: Story = { args: { step: 'sending', progress: 0, status: null } };

/** A clean file's job writing it, as the poll reports it (also after a reload). */
export const Importing: Story = { args: { step: 'importing', progress: 40, status: 'Importing' } };

/** The job ended: what it wrote. */
export const Done: Story = { args: { step: 'idle', progress: 100, status: null, done: 'Uploaded Successfully!' } };

/** A file with a bad row: nothing written, the rows listed as typed, the error file offered. */
export const Refused: Story = {
  args: {
    step: 'idle',
    progress: 0,
    status: null,
    refusal: {
      message: '1 of 2 rows has errors; nothing was imported',
      columns: ['Emp ID', 'Date', 'Session 1', 'Session 2', 'Remarks'],
      rows: [{ row: 3, cells: ['EMP999', '2026-11-16', 'X', 'P', ''], error: 'Session 1 must be P or A; found X; Employee EMP999 does not exist in this organisation' }],
    },
    onDownloadErrors: () => undefined,
  },
};

/** A job that failed (a month closed meanwhile): its message, nothing written. */
export const Failed: Story = { args: { step: 'idle', progress: 0, status: null, problem: 'Payroll month 10-2026 is closed. Reopen it with a reason to change its days.' } };
