import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LeaveEntitlement } from '../src/shared/leaveScheme';
import { EntitlementGrid } from './EntitlementGrid';
import type { EntitlementType } from './rules/entitlementGrid';

/** The Leave Type master's seed, as the Leave Type look-up lists it (RH inactive here). */
const types: EntitlementType[] = [
  { code: 'BL', name: 'Bereavement Leave', active: true },
  { code: 'CL', name: 'Casual Leave', active: true },
  { code: 'ML', name: 'Maternity Leave', active: true },
  { code: 'PAL', name: 'Paternity Leave', active: true },
  { code: 'PL', name: 'Privilege Leave', active: true },
  { code: 'PRL', name: 'Probationary Leave', active: true },
  { code: 'RH', name: 'Restricted Holiday', active: false },
  { code: 'SL', name: 'Sick Leave', active: true },
];

function Stateful({ initial, disabled }: { initial: LeaveEntitlement[]; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return <EntitlementGrid types={types} value={value} onChange={setValue} disabled={disabled} />;
}

const meta: Meta<typeof Stateful> = { title: 'Widgets/EntitlementGrid', component: Stateful };
export default meta;
type Story = StoryObj<typeof Stateful>;

/** The demo's Standard scheme; the inactive RH keeps its row because the scheme lists it. */
export const Standard: Story = {
  args: {
    initial: [
      { leaveType: 'BL', daysPerYear: 3 },
      { leaveType: 'CL', daysPerYear: 8 },
      { leaveType: 'ML', daysPerYear: 182 },
      { leaveType: 'PAL', daysPerYear: 5 },
      { leaveType: 'PL', daysPerYear: 18 },
      { leaveType: 'PRL', daysPerYear: 6 },
      { leaveType: 'RH', daysPerYear: 2 },
      { leaveType: 'SL', daysPerYear: 8 },
    ],
  },
};

/** A new scheme: every active type at 0 (not in the scheme until given days). */
export const Empty: Story = { args: { initial: [] } };

/** Days that would be refused are marked under the field. */
export const Refused: Story = { args: { initial: [{ leaveType: 'CL', daysPerYear: 2.3 }, { leaveType: 'PL', daysPerYear: -1 }] } };

export const Disabled: Story = { args: { initial: [{ leaveType: 'CL', daysPerYear: 8 }], disabled: true } };
