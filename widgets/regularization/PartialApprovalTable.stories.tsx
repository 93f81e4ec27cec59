import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PartialApprovalTable } from './PartialApprovalTable';

const meta = {
  title: 'Regularization/PartialApprovalTable',
  component: PartialApprovalTable,
  args: {
    onToggle: fn(),
    onRemarks: fn(),
    rows: [
      { date: '2026-11-16', approved: true, remarks: '', shift: 'S1', inTime: '09:30', outTime: '18:30', reason: 'Forgot to swipe' },
      { date: '2026-11-17', approved: false, remarks: '', shift: 'S1', inTime: '10:00', outTime: '19:00', reason: 'Plumber at home' },
    ],
  },
} satisfies Meta<typeof PartialApprovalTable>;
export default meta;

/** The second date rejected without remarks: its remarks box is marked. */
export const OneRejected: StoryObj<typeof meta> = {};
