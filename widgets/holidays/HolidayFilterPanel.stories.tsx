import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HolidayFilterPanel, type HolidayFilters } from './HolidayFilterPanel';

const STATES = ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Telangana', 'Uttar Pradesh'];
const LOCATIONS = ['Bengaluru', 'Chennai HQ', 'Coimbatore', 'Hyderabad', 'Noida', 'Pune'];
const START: HolidayFilters = { state: '', location: '', month: '2026-03', type: 'Yes' };

function PanelStory({ showType, showMonth }: { showType: boolean; showMonth: boolean }) {
  const [filters, setFilters] = useState(START);
  return (
    <>
      <HolidayFilterPanel
        filters={filters}
        states={STATES}
        locations={LOCATIONS}
        showType={showType}
        showMonth={showMonth}
        onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
        onReset={() => setFilters(START)}
      />
      <pre>{JSON.stringify(filters)}</pre>
    </>
  );
}

const meta = { title: 'Holidays/HolidayFilterPanel', component: PanelStory, args: { showType: true, showMonth: true } } satisfies Meta<typeof PanelStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The restricted holiday calendar's panel: state, location, month, type, Reset. */
export const Restricted: Story = {};
/** The employee screen's panel: state and location, Reset. */
export const Employee: Story = { args: { showType: false, showMonth: false } };
