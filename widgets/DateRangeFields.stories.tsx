import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateRangeFields, type DateRangeField } from './DateRangeFields';

function Controlled({ errors }: { errors: Partial<Record<DateRangeField, string>> }) {
  const [range, setRange] = useState({ fromDate: '2026-11-01', toDate: '2026-11-25' });
  return (
    <Stack direction="row" spacing={2}>
      <DateRangeFields {...range} errors={errors} onChange={(field, value) => setRange((current) => ({ ...current, [field]: value }))} />
    </Stack>
  );
}

/** The reports' and the trackers' date range. */
const meta = {
  title: 'Widgets/DateRangeFields',
  component: Controlled,
  args: { errors: {} },
} satisfies Meta<typeof Controlled>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Refused: Story = { args: { errors: { fromDate: 'Please Select the Date!', toDate: 'To date is required' } } };
