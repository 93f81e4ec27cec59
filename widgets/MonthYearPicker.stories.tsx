import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MonthYearPicker } from './MonthYearPicker';

const meta = {
  title: 'Widgets/MonthYearPicker',
  component: MonthYearPicker,
} satisfies Meta<typeof MonthYearPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Picker({ value, max }: { value: string | null; max?: string }) {
  const [month, setMonth] = useState(value);
  return <MonthYearPicker value={month} onChange={setMonth} max={max} />;
}

/** The weekend policy's picker: any month of the offered years. */
export const AnyMonth: Story = { args: { value: null, onChange: () => undefined }, render: () => <Picker value={null} /> };
/** The roster's picker (spec 001 §5): November 2026 is the latest month; December is disabled. */
export const NotPastCurrentMonth: Story = { args: { value: '11-2026', onChange: () => undefined, max: '11-2026' }, render: () => <Picker value="11-2026" max="11-2026" /> };
