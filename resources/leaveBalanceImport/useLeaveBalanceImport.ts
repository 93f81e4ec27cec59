import { useCallback, useEffect, useState } from 'react';
import { refusalOf } from '../../src/app/masters/importSheet';
import { useBackgroundJob } from '../../src/app/jobs/useBackgroundJob';
import { showToast } from '../../src/app/toast/toastStore';
import type { ImportStep } from '../../widgets/ImportProgress';
import { validateFileName } from '../../widgets/rules/fileRules';
import { leaveBalanceImportApi as api } from './leaveBalanceImportApi';
import type { BalanceImportRefusal, BalanceImportResult, ImportHistoryRow } from '../../src/shared/leaveBalanceImportRecords';

const FORMATS = ['csv', 'xlsx', 'xls'];
const JOB_KEY = 'hr-console.importJob.leaveBalance';
const HISTORY_SIZE = 10;

/**
 * The Leave Balance Import page's state: the chosen file, the server's verdict (the error grid of a
 * refused file, or the job that writes a clean one, followed across reloads), the result with the
 * balances it left, the history, and the sample, error-file, balance and full-and-final downloads.
 */
export function useLeaveBalanceImport() {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<ImportStep>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<BalanceImportRefusal | null>(null);
  const [result, setResult] = useState<{ message: string; data: BalanceImportResult } | null>(null);
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

  const job = useBackgroundJob<BalanceImportResult>(JOB_KEY, {
    onFollow: () => setStep('importing'),
    onLost: () => setStep('idle'),
    onEnd: (ended) => {
      setStep('idle');
      void loadHistory(0);
      if (ended.status === 'done' && ended.result) {
        setResult({ message: ended.message ?? 'Imported', data: ended.result });
        setFile(null);
        showToast(ended.message ?? 'Imported', 'success');
      } else setProblem(ended.message ?? 'The import failed; nothing was imported');
    },
  });

  const choose = useCallback((chosen: File | null) => {
    setProblem(chosen ? validateFileName(chosen.name, FORMATS) : null);
    setFile(chosen && !validateFileName(chosen.name, FORMATS) ? chosen : null);
  }, []);

  const upload = useCallback(async () => {
    if (!file || step !== 'idle') return;
    setProblem(null);
    setRefusal(null);
    setResult(null);
    const tooLarge = await refusalOf(file);
    if (tooLarge) return setProblem(tooLarge);
    setStep('sending');
    const answer = await api.upload(file);
    if ('refusal' in answer) {
      setStep('idle');
      setRefusal(answer.refusal);
      void loadHistory(0);
      return;
    }
    job.follow(answer.jobId);
  }, [file, job, loadHistory, step]);

  const quietly = (work: Promise<void>) => work.catch(() => undefined);
  return {
    formats: FORMATS,
    file,
    choose,
    upload,
    step,
    progress: job.progress,
    status: job.message,
    problem,
    refusal,
    result,
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
