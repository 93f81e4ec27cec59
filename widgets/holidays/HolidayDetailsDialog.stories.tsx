import type { Meta, StoryObj } from '@storybook/react-vite';
import { HolidayDetailsDialog } from './HolidayDetailsDialog';
import { SAMPLE_HOLIDAYS } from './sampleHolidays';

const meta = {
  title: 'Holidays/HolidayDetailsDialog',
  component: HolidayDetailsDialog,
  args: { holiday: SAMPLE_HOLIDAYS[6], readOnly: false, onClose: () => undefined },
} satisfies Meta<typeof HolidayDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin screen: Edit and Delete; locations listed; an attachment to preview. */
export const Editable: Story = {};
/** An employee screen: Close only. */
export const ReadOnly: Story = { args: { readOnly: true } };
/** No locations and no attachment: those rows are left out. */
export const Plain: Story = { args: { holiday: SAMPLE_HOLIDAYS[0], readOnly: true } };
