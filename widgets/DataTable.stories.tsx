import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button } from '@mui/material';
import { DataTable, type DataColumn } from './DataTable';
import { StatusChip } from './leave/RequestTable';

interface Request {
  code: string;
  empId: string;
  name: string;
  fromDate: string;
  toDate: string;
  days: number;
  status: string;
}

const requests: Request[] = [
  { code: 'LV000012', empId: 'EMP001', name: 'Asha Rao', fromDate: '16-11-2026', toDate: '17-11-2026', days: 2, status: 'Pending' },
  { code: 'LV000013', empId: 'EMP004', name: 'Imran Khan', fromDate: '20-11-2026', toDate: '20-11-2026', days: 0.5, status: 'Approved' },
  { code: 'LV000014', empId: 'EMP007', name: 'Meera Nair', fromDate: '23-11-2026', toDate: '27-11-2026', days: 5, status: 'Rejected' },
];

const columns: DataColumn<Request>[] = [
  { label: 'Leave Code', value: (row) => row.code },
  { label: 'Employee', value: (row) => `${row.empId} - ${row.name}` },
  { label: 'From', value: (row) => row.fromDate },
  { label: 'To', value: (row) => row.toDate },
  { label: 'Days', align: 'right', value: (row) => row.days },
  { label: 'Status', value: (row) => <StatusChip status={row.status} /> },
  { label: 'Actions', align: 'right', value: () => <Button size="small">View</Button> },
];

const meta = {
  title: 'Widgets/DataTable',
  component: DataTable<Request>,
  args: { label: 'Leave requests', columns, rows: requests, rowKey: (row: Request) => row.code },
} satisfies Meta<typeof DataTable<Request>>;

export default meta;

type Story = StoryObj<typeof meta>;

/** A request list: named table, column headers, a chip and a button per row. */
export const Requests: Story = {};

/** No rows: the page's own empty text in one row across the columns. */
export const Empty: Story = { args: { rows: [], emptyText: 'No data available' } };

/** On a phone (390 px less the page's margins): the table scrolls in its own box, a shadow on the side with more. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ width: 358, border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
};

/** A visible caption and a header that stays in view while the body scrolls. */
export const CaptionAndStickyHeader: Story = {
  args: { caption: 'Pending requests', maxHeight: 160, rows: [...requests, ...requests.map((row) => ({ ...row, code: `${row.code}B` }))] },
};
