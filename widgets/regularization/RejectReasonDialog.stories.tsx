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
