import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MESSAGES } from '../../src/shared/regularizationRules';
import { RejectReasonDialog } from './RejectReasonDialog';

const meta = {
  title: 'Regularization/RejectReasonDialog',
  component: RejectReasonDialog,
  args: { open: true, reason: '', error: null, onReason: fn(), onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof RejectReasonDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ReasonRequired: Story = { args: { error: MESSAGES.reasonRequired } };
export const TooShort: Story = { args: { reason: 'No', error: MESSAGES.reasonTooShort } };
/** The same dialog reopening a closed payroll month (Month End Process, issue 20 §2). */
export const ReopenPayrollMonth: Story = { args: { title: 'Reopen Payroll Month 11-2026', submitLabel: 'Reopen', submitColor: 'primary', reason: 'Swipe device lost the punches of 9 Nov' } };
