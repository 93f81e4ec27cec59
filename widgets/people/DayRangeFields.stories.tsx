import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DayRangeFields } from './DayRangeFields';

function Controlled({ errors }: { errors: { from?: string; to?: string } }) {
  const [range, setRange] = useState({ from: '2026-11-02', to: '2026-11-13' });
  return <DayRangeFields labels={{ from: 'From Date', to: 'To Date' }} {...range} errors={errors} onChange={(field, day) => setRange((current) => ({ ...current, [field]: day }))} />;
}

/** The recognition and event dialogs' From/To (DD/MM/YYYY; no To before From). */
const meta = {
  title: 'Widgets/DayRangeFields',
  component: Controlled,
  args: { errors: {} },
} satisfies Meta<typeof Controlled>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Refused: Story = { args: { errors: { from: 'From Date is required', to: 'To Date must be after From Date' } } };
