import { useCallback, useState } from 'react';
import { useBackgroundJob } from '../../src/app/jobs/useBackgroundJob';
import { downloadBlob } from '../../src/app/masters/download';
import { errorGridCsv, refusalOf, SHEET_EXTENSIONS } from '../../src/app/masters/importSheet';
import { showToast } from '../../src/app/toast/toastStore';
import type { EmployeeOperation } from '../../src/shared/employeeSheet';
import type { ImportStep } from '../../widgets/ImportProgress';
import { validateFileName } from '../../widgets/rules/fileRules';
import { employeeBulkUploadApi, type EmployeeBulkUploadApi, type EmployeeUploadRefusal, type EmployeeUploadSummary } from './employeeBulkUploadApi';

/** The upload being followed, kept so a reload (or another tab) picks its progress up again. */
export const EMPLOYEE_UPLOAD_JOB_KEY = 'hr-console.importJob.employee';

/**
 * The employee bulk upload (docs/people.md "Bulk upload"): the operation, the chosen file, the
 * server's verdict — the error grid of a refused file with its error file, or the job that writes a
 * clean one, followed across reloads — and the sample. The same pattern as every import
 * (docs/heavy-work.md): the browser checks only the file's name and size.
 */
export function useEmployeeBulkUpload(onDone?: (summary: EmployeeUploadSummary) => void, api: EmployeeBulkUploadApi = employeeBulkUploadApi) {
  const [operation, setOperation] = useState<EmployeeOperation>('create');
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<ImportStep>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<EmployeeUploadRefusal | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const job = useBackgroundJob<EmployeeUploadSummary>(EMPLOYEE_UPLOAD_JOB_KEY, {
    onFollow: () => setStep('importing'),
    onLost: () => setStep('idle'),
    onEnd: (ended) => {
      setStep('idle');
      if (ended.status === 'done') {
        const message = ended.message ?? 'Employees uploaded successfully';
        setDone(message);
        setFile(null);
        showToast(message, 'success');
        if (ended.result) onDone?.(ended.result);
      } else setProblem(ended.message ?? 'The upload failed; nothing was imported');
    },
  });

  const choose = useCallback((chosen: File | null) => {
    const wrong = chosen ? validateFileName(chosen.name, SHEET_EXTENSIONS) : null;
    setProblem(wrong);
    setFile(chosen && !wrong ? chosen : null);
  }, []);

  const upload = useCallback(async () => {
    if (step !== 'idle') return;
    setRefusal(null);
    setDone(null);
    if (!file) return setProblem('File is required');
    setProblem(null);
    const tooLarge = await refusalOf(file);
    if (tooLarge) return setProblem(tooLarge);
    setStep('sending');
    const answer = await api.upload(operation, file);
    if ('refusal' in answer) {
      setStep('idle');
      setRefusal(answer.refusal);
      return;
    }
    job.follow(answer.jobId);
  }, [api, file, job, operation, step]);

  const downloadErrors = useCallback(async () => {
    if (!refusal || refusal.rows.length === 0) return;
    const csv = await errorGridCsv(refusal.columns, refusal.rows);
    downloadBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), 'employee-upload-errors.csv');
  }, [refusal]);

  return {
    operation,
    setOperation,
    file,
    choose,
    upload,
    step,
    progress: job.progress,
    status: job.message,
    problem,
    refusal,
    done,
    downloadErrors,
    downloadSample: () => api.sample().catch(() => undefined),
  };
}
export type EmployeeBulkUploadState = ReturnType<typeof useEmployeeBulkUpload>;
