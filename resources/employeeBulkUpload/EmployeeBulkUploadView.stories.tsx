import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmployeeBulkUploadView } from './EmployeeBulkUploadView';

const meta = {
  title: 'People/EmployeeBulkUpload',
  component: EmployeeBulkUploadView,
  args: {
    operation: 'create',
    setOperation: fn(),
    file: null,
    choose: fn(),
    upload: fn(),
    step: 'idle',
    progress: 0,
    status: null,
    problem: null,
    refusal: null,
    done: null,
    downloadErrors: fn(),
    downloadSample: fn(),
  },
} satisfies Meta<typeof EmployeeBulkUploadView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Sample Excel, Create or Update, the file and Upload. */
export const Ready: Story = {};

/** A clean file's job writing it (also after a reload). */
export const Importing: Story = { args: { step: 'importing', progress: 40, status: 'Importing' } };

/** Two bad rows of a hundred: nothing written, each row's reason, the error file offered. */
export const Refused: Story = {
  args: {
    refusal: {
      message: '2 of 100 rows have errors; nothing was imported',
      columns: ['Emp ID', 'First Name', 'Last Name'],
      total: 2,
      rows: [
        { row: 18, cells: ['', '', 'Person'], error: 'First Name cannot be empty or just spaces' },
        { row: 59, cells: ['BLK058', 'Bulk58', 'Person'], error: 'Department Astrology does not exist; Enter a valid 10-digit phone number' },
      ],
    },
  },
};

/** The job ended: what it wrote. */
export const Done: Story = { args: { done: 'Employees uploaded successfully: 100 added, 0 updated, 0 unchanged' } };
