import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GrantPreviewTable } from './GrantPreviewTable';

const meta = {
  title: 'Leave/GrantPreviewTable',
  component: GrantPreviewTable,
  args: {
    onGrant: fn(),
    disabled: false,
    preview: {
      period: '2026',
      employees: 2,
      entries: 4,
      days: 43.5,
      truncated: false,
      byType: [
        { leaveType: 'PL', employees: 2, entries: 3, days: 31.5 },
        { leaveType: 'CL', employees: 2, entries: 1, days: 8 },
      ],
      rows: [
        { employeeId: 1, empId: 'EMP001', empName: 'Asha Rao', leaveType: 'PL', entryKind: 'accrual', leaveYear: 2026, days: 1.5, effectiveDate: '2026-01-01', expiresOn: null, key: 'accrual:PL:2026-01:EMP001' },
        { employeeId: 1, empId: 'EMP001', empName: 'Asha Rao', leaveType: 'PL', entryKind: 'carryForward', leaveYear: 2026, days: 30, effectiveDate: '2026-01-01', expiresOn: null, key: 'carryForward:PL:2026:EMP001' },
        { employeeId: 1, empId: 'EMP001', empName: 'Asha Rao', leaveType: 'PL', entryKind: 'lapse', leaveYear: 2025, days: -4, effectiveDate: '2025-12-31', expiresOn: null, key: 'lapse:PL:2025:EMP001' },
        { employeeId: 2, empId: 'EMP002', empName: 'Ravi Iyer', leaveType: 'CL', entryKind: 'accrual', leaveYear: 2026, days: 8, effectiveDate: '2026-01-01', expiresOn: null, key: 'accrual:CL:2026:EMP002' },
      ],
      skipped: [],
      skippedCount: 0,
    },
  },
} satisfies Meta<typeof GrantPreviewTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A year run's preview: accruals, the close of the year before. */
export const Preview: Story = {};
/** Run twice: nothing left to grant. */
export const NothingDue: Story = { args: { preview: { period: '2026-11', employees: 0, entries: 0, days: 0, truncated: false, byType: [], rows: [], skipped: [], skippedCount: 0 } } };
/** An On Joining type for someone without a date of joining: shown as skipped, with why. */
export const Skipped: Story = {
  args: {
    preview: {
      period: '2026-11',
      employees: 0,
      entries: 0,
      days: 0,
      truncated: false,
      byType: [],
      rows: [],
      skipped: [{ employeeId: 7, empId: 'EMP007', empName: 'Meera Nair', leaveType: 'BL', reason: 'No date of joining: On Joining accrual is due on that date. Set it on the employee, or import an opening balance.' }],
      skippedCount: 1,
    },
  },
};
