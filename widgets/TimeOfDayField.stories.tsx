import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Typography } from '@mui/material';
import { TimeOfDayField, type TimeOfDayFieldProps } from './TimeOfDayField';

/** Holds the value as a screen would and shows what is stored (HH:mm) beside the field. */
function TimeOfDayFieldStory(props: Omit<TimeOfDayFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <TimeOfDayField {...props} value={value} onChange={setValue} />
      <Typography>{value === '' ? '(none)' : value}</Typography>
    </Stack>
  );
}

const meta = {
  title: 'Widgets/TimeOfDayField',
  component: TimeOfDayFieldStory,
} satisfies Meta<typeof TimeOfDayFieldStory>;

export default meta;

type Story = StoryObj<typeof meta>;

/** An afternoon time reads 21:30 whatever the browser's locale (en-IN and en-US browsers show 9:30 PM in a native time input). */
export const Evening: Story = { args: { value: '21:30', label: 'In Time' } };

export const Empty: Story = { args: { value: '', label: 'Out Time' } };

export const WithError: Story = { args: { value: '', label: 'Start Time', required: true, error: true, helperText: 'Start time is required' } };
