import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportErrorGrid } from './ImportErrorGrid';

const meta = {
  title: 'Widgets/ImportErrorGrid',
  component: ImportErrorGrid,
} satisfies Meta<typeof ImportErrorGrid>;

export default meta;

type Story = StoryObj<typeof meta>;

const columns = ['Emp ID', 'Leave Type', 'Year', 'Opening Balance', 'Reason'];

/** An opening-balance sheet with three wrong rows: each as typed, its problems in the Error column. */
export const OpeningBalances: Story = {
  args: {
    columns,
    rows: [
      { row: 3, cells: ['EMP002', 'CL', '2026', '-2', ''], error: 'Opening Balance cannot be negative; found -2' },
      { row: 4, cells: ['EMP003', 'XX', '2026', '4', ''], error: 'Leave type XX does not exist (types: BL, CL, CO, L, ML, PAL, PL, PRL, RH, SL)' },
      { row: 7, cells: ['EMP999', 'SL', '26', '2.25', ''], error: 'No employee EMP999 in this organisation; Year must be a year from 2000 to 2100; found 26' },
    ],
  },
};

/** More wrong rows than the grid lists: it says how many the error file holds. */
export const Truncated: Story = {
  args: { columns, rows: [{ row: 2, cells: ['EMP001', 'CL', '2026', 'ten', ''], error: 'Opening Balance must be a number of days; found ten' }], total: 12500 },
};
