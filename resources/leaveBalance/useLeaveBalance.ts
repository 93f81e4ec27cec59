import { useCallback, useEffect, useState } from 'react';
import type { LeaveBalanceApi, StatementLine, YearBalances } from './types';

/**
 * One employee's balances for a year and the statement of the type picked (docs/leave-ledger.md).
 * `reload` after an adjustment reads both again.
 */
export function useLeaveBalance(api: LeaveBalanceApi, empId: string, year: number) {
  const [data, setData] = useState<YearBalances | null>(null);
  const [loading, setLoading] = useState(true);
  const [leaveType, setLeaveType] = useState<string | null>(null);
  const [statement, setStatement] = useState<StatementLine[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    void api.balances(empId, year).then((answer) => {
      if (!live) return;
      setData(answer);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [api, empId, year, version]);

  useEffect(() => {
    if (!leaveType) return setStatement([]);
    let live = true;
    void api.statement(empId, year, leaveType).then((lines) => live && setStatement(lines));
    return () => {
      live = false;
    };
  }, [api, empId, year, leaveType, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, leaveType, pick: setLeaveType, statement, reload };
}
