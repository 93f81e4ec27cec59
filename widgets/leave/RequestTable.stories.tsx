import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { fn } from 'storybook/test';
import { RequestTable, StatusChip } from './RequestTable';

interface Row {
  code: string;
  date: string;
  days: number;
  status: string;
}
const ROWS: Row[] = [
  { code: 'CO000012', date: '2026-11-15', days: 1, status: 'Pending' },
  { code: 'CO000009', date: '2026-11-01', days: 0.5, status: 'Approved' },
  { code: 'CO000004', date: '2026-10-25', days: 1, status: 'Rejected' },
];

function RequestTableStory({ rows, withActions, onAction }: { rows: Row[]; withActions: boolean; onAction: (code: string) => void }) {
  return (
    <RequestTable<Row>
      label="Requests"
      rows={rows}
      rowKey={(row) => row.code}
      columns={[
        { label: 'Request', value: (row) => row.code },
        { label: 'Worked Date', value: (row) => row.date },
        { label: 'Days', value: (row) => row.days },
        { label: 'Status', value: (row) => <StatusChip status={row.status} /> },
      ]}
      actions={withActions ? (row) => (row.status === 'Pending' ? <Button onClick={() => onAction(row.code)}>Withdraw</Button> : null) : undefined}
      page={0}
      totalPages={3}
      onPage={fn()}
    />
  );
}

const meta = {
  title: 'Leave/RequestTable',
  component: RequestTableStory,
  args: { rows: ROWS, withActions: true, onAction: fn() },
} satisfies Meta<typeof RequestTableStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};
export const ReadOnly: Story = { args: { withActions: false } };
export const Empty: Story = { args: { rows: [] } };
