import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Typography } from '@mui/material';
import { DayField, type DayFieldProps } from './DayField';
import { formatDisplayDate } from './rules/dateRules';

/** Holds the value as a screen would, and shows it beside the field in the same DD-MM-YYYY shape. */
function DayFieldStory(props: Omit<DayFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="h6">{formatDisplayDate(value, props.separator ?? '-')}</Typography>
      <DayField {...props} value={value} onChange={setValue} />
    </Stack>
  );
}

const meta = {
  title: 'Widgets/DayField',
  component: DayFieldStory,
} satisfies Meta<typeof DayFieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The Swipe Details day: DD-MM-YYYY beside a DD-MM-YYYY heading. */
export const Filled: Story = { args: { value: '2026-03-12', ariaLabel: 'Swipe date' } };

/** disableFuture: the calendar greys out days after today; one typed says 'This date cannot be selected' and keeps the last good day. */
export const DisableFuture: Story = { args: { value: '2026-03-12', label: 'Day', rules: { disableFuture: true } } };

/** The forms' shape, DD/MM/YYYY. */
export const SlashSeparated: Story = { args: { value: '2026-03-12', label: 'Day', separator: '/' } };

/** An optional day (a lock date): the clear button or an emptied text gives '' (none). */
export const Clearable: Story = { args: { value: '2026-03-12', label: 'Approver lock date', clearable: true } };

/** A to-date: days before the from-date cannot be picked. */
export const MinDate: Story = { args: { value: '2026-03-14', label: 'To Date', separator: '/', minDate: '2026-03-12' } };
