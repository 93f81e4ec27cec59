import { Button } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegularizationCard } from './RegularizationCard';
import { sampleRecord } from './regularizationStorySample';

const meta = { title: 'Regularization/RegularizationCard', component: RegularizationCard } satisfies Meta<typeof RegularizationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PendingWithActions: Story = {
  args: {
    record: sampleRecord,
    defaultExpanded: true,
    actions: (
      <>
        <Button>Approve</Button>
        <Button color="error">Reject</Button>
        <Button>Partial Approve</Button>
      </>
    ),
  },
};

export const PartiallyApproved: Story = {
  args: {
    defaultExpanded: true,
    record: {
      ...sampleRecord,
      status: 'Partially Approved',
      appliedRegularizations: [
        { ...sampleRecord.appliedRegularizations[0], status: 'Approved' },
        { ...sampleRecord.appliedRegularizations[1], status: 'Rejected', approverRemarks: 'No swipes that day' },
      ],
    },
    actions: <Button>View</Button>,
  },
};
