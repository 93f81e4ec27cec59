import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { showToast } from '../../src/app/toast/toastStore';
import { AdjustDialog } from './AdjustDialog';
import { BalanceCards } from './BalanceCards';
import { leaveBalanceApi } from './leaveBalanceApi';
import { StatementTable } from './StatementTable';
import type { LeaveBalanceApi } from './types';
import { useLeaveBalance } from './useLeaveBalance';

interface Props {
  empId: string;
  /** Employee Leave Balance: HR may adjust a type's balance. */
  canAdjust?: boolean;
  api?: LeaveBalanceApi;
  /** The year shown first; the current one by default. */
  initialYear?: number;
}

const thisYear = () => new Date().getFullYear();

/** The one balance view of LeaveBalance, teamMemberLeaveBalance and employeeLeaveBalance: cards per type, the statement of the one clicked. */
export function LeaveBalanceView({ empId, canAdjust = false, api = leaveBalanceApi, initialYear = thisYear() }: Props) {
  const [year, setYear] = useState(initialYear);
  const balance = useLeaveBalance(api, empId, year);
  const [adjusting, setAdjusting] = useState(false);
  const years = [initialYear + 1, initialYear, initialYear - 1, initialYear - 2];
  const save = async (days: number, reason: string) => {
    await api.adjust({ empId, leaveType: balance.leaveType!, year, days, reason });
    showToast('Leave balance adjusted', 'success');
    setAdjusting(false);
    balance.reload();
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <TextField select size="small" label="Year" value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ width: 120 }}>
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        {balance.data?.schemeName && (
          <Typography color="text.secondary" variant="body2">
            {balance.data.empName} · {balance.data.schemeName} scheme
          </Typography>
        )}
      </Stack>
      {balance.loading && !balance.data ? (
        <Typography color="text.secondary">Loading balances…</Typography>
      ) : !balance.data?.balances.length ? (
        <Typography color="text.secondary">No leave balances for {year}.</Typography>
      ) : (
        <BalanceCards rows={balance.data.balances} selected={balance.leaveType} onSelect={balance.pick} />
      )}
      {balance.leaveType && (
        <Stack spacing={1}>
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography variant="subtitle1" component="h2">
              {balance.leaveType} statement, {year}
            </Typography>
            {canAdjust && (
              <Button variant="outlined" size="small" onClick={() => setAdjusting(true)}>
                Adjust balance
              </Button>
            )}
          </Stack>
          <StatementTable leaveType={balance.leaveType} lines={balance.statement} />
        </Stack>
      )}
      {canAdjust && balance.leaveType && (
        <AdjustDialog open={adjusting} empName={balance.data?.empName ?? empId} leaveType={balance.leaveType} year={year} onClose={() => setAdjusting(false)} onSave={save} />
      )}
    </Stack>
  );
}
