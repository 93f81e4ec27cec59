import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BalanceCards } from './BalanceCards';
import { StatementTable } from './StatementTable';

const rows = [
  { leaveType: 'PL', leaveName: 'Privilege Leave', leaveYear: 2026, byKind: { opening: 18, accrual: 16.5, application: -4, cancellation: 1 }, availed: 3, pending: 2, balance: 31.5 },
  { leaveType: 'CL', leaveName: 'Casual Leave', leaveYear: 2026, byKind: { opening: 8, adjustment: 1.5 }, availed: 0, pending: 0, balance: 9.5 },
  { leaveType: 'CO', leaveName: 'Comp Off', leaveYear: 2026, byKind: { compOff: 1 }, availed: 0, pending: 0.5, balance: 1 },
];

const meta = { title: 'Leave/BalanceCards', component: BalanceCards, args: { rows, selected: 'PL', onSelect: fn() } } satisfies Meta<typeof BalanceCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A year's cards, PL picked. */
export const Cards: Story = {};
/** Nothing picked yet. */
export const NonePicked: Story = { args: { selected: null } };

/** The statement under the cards: every entry with the balance after it. */
export const Statement: Story = {
  render: () => (
    <StatementTable
      leaveType="PL"
      lines={[
        { id: 1, empId: 'EMP001', leaveType: 'PL', leaveYear: 2026, entryKind: 'opening', days: 18, effectiveDate: '2026-01-01', expiresOn: null, reason: 'Opening balance', createdBy: 'HR001', sourceRef: null, createdAt: '2026-01-01T09:00:00.000Z', runningBalance: 18 },
        { id: 2, empId: 'EMP001', leaveType: 'PL', leaveYear: 2026, entryKind: 'carryForward', days: 12, effectiveDate: '2026-01-01', expiresOn: '2026-03-31', reason: null, createdBy: 'HR001', sourceRef: 'granter:4', createdAt: '2026-01-01T09:00:00.000Z', runningBalance: 30 },
        { id: 3, empId: 'EMP001', leaveType: 'PL', leaveYear: 2026, entryKind: 'accrual', days: 1.5, effectiveDate: '2026-02-01', expiresOn: null, reason: 'Leave Granter 2026-02', createdBy: 'HR001', sourceRef: 'granter:5', createdAt: '2026-02-01T09:00:00.000Z', runningBalance: 31.5 },
        { id: 4, empId: 'EMP001', leaveType: 'PL', leaveYear: 2026, entryKind: 'application', days: -1, effectiveDate: '2026-02-12', expiresOn: null, reason: null, createdBy: 'MGR001', sourceRef: 'LV000012', createdAt: '2026-02-12T09:00:00.000Z', runningBalance: 30.5 },
      ]}
    />
  ),
};
