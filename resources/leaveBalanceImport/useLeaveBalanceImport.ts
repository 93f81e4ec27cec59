import { useCallback, useEffect, useState } from 'react';
import type { BalanceImportResult, ImportHistoryRow } from '../../src/shared/leaveBalanceImportRecords';
import { useSheetImport } from '../../widgets/sheetImport/useSheetImport';
import { leaveBalanceImportApi as api } from './leaveBalanceImportApi';

const FORMATS = ['csv', 'xlsx', 'xls'];
const JOB_KEY = 'hr-console.importJob.leaveBalance';
const HISTORY_SIZE = 10;

/**
 * The Leave Balance Import page's state: the shared sheet import (docs/frontend.md "A sheet
 * import") whose result lists the balances it left, the history of imports (reloaded when the
 * server has refused a file or a job has ended), and the sample, error-file, balance and
 * full-and-final downloads.
 */
export function useLeaveBalanceImport() {
  const [history, setHistory] = useState<{ rows: ImportHistoryRow[]; total: number } | null>(null);
  const [historyPage, setHistoryPage] = useState(0);

  const loadHistory = useCallback(async (page: number) => {
    try {
      const answer = await api.history(page, HISTORY_SIZE);
      setHistory({ rows: answer.content, total: answer.totalElements });
    } catch {
      setHistory({ rows: [], total: 0 });
    }
  }, []);
  useEffect(() => void loadHistory(historyPage), [historyPage, loadHistory]);

  const sheet = useSheetImport<[], BalanceImportResult>({
    upload: api.upload,
    storageKey: JOB_KEY,
    formats: FORMATS,
    successMessage: 'Imported',
    onSettled: () => void loadHistory(0),
  });

  const quietly = (work: Promise<void>) => work.catch(() => undefined);
  return {
    ...sheet,
    formats: FORMATS,
    history,
    historyPage,
    historySize: HISTORY_SIZE,
    setHistoryPage,
    downloadSample: () => quietly(api.download('/leave/balance/sample-download', 'leave-balance-sample.xlsx', { format: 'xlsx' })),
    downloadErrors: (importId: number) => quietly(api.download(`/leave/balance/import/${importId}/errors`, `import-${importId}-errors.xlsx`, { format: 'xlsx' })),
    exportBalances: (year: number) => quietly(api.download('/leave/balance/export', `leave-balances-${year}.xlsx`, { year, format: 'xlsx' })),
    exportFullAndFinal: (empId: string, year: number) => quietly(api.download('/employee/leave/exportForF&F', `full-and-final-${empId}-${year}.xlsx`, { empId, year, format: 'xlsx' })),
  };
}

export type LeaveBalanceImportState = ReturnType<typeof useLeaveBalanceImport>;
