import { useCallback, useState } from 'react';
import { errorGridCsv, refusalOf } from '../../src/app/masters/importSheet';
import { downloadBlob } from '../../src/app/masters/download';
import { useBackgroundJob } from '../../src/app/jobs/useBackgroundJob';
import { showToast } from '../../src/app/toast/toastStore';
import type { RosterImportRefusal, RosterSheetKind } from '../../src/shared/shiftRosterSheet';
import type { ImportStep } from '../../widgets/ImportProgress';
import { DOUBLE_EXTENSION_MESSAGE, validateFileName } from '../../widgets/rules/fileRules';
import { shiftRosterApi as api } from './shiftRosterApi';

/** Spec 001 §5: shift roster and day type files are Excel only. */
export const ROSTER_FORMATS = ['xlsx', 'xls'];
const EXCEL_ONLY = 'Only Excel files are allowed';

/**
 * One tab of Shift Roster Excel Import (a Shift Roster or a Day Type sheet): the chosen file (Excel
 * only), the server's verdict — the error grid of a refused file with its error file, or the job
 * that writes a clean one, followed across reloads — and the sample download.
 */
export function useRosterImport(kind: RosterSheetKind) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<ImportStep>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<RosterImportRefusal | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const job = useBackgroundJob<{ rows: number; entries: number; changed: number }>(`hr-console.importJob.${kind}`, {
    onFollow: () => setStep('importing'),
    onLost: () => setStep('idle'),
    onEnd: (ended) => {
      setStep('idle');
      if (ended.status === 'done') {
        const message = ended.message ?? 'Uploaded Successfully!';
        const counts = ended.result ? ` ${ended.result.entries.toLocaleString('en')} dates set, ${ended.result.changed.toLocaleString('en')} changed.` : '';
        setDone(`${message}${counts}`);
        setFile(null);
        showToast(message, 'success');
      } else setProblem(ended.message ?? 'The import failed; nothing was imported');
    },
  });

  const choose = useCallback((chosen: File | null) => {
    const refused = chosen ? validateFileName(chosen.name, ROSTER_FORMATS) : null;
    const wrong = refused === null || refused === DOUBLE_EXTENSION_MESSAGE ? refused : EXCEL_ONLY;
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
    const answer = await api.upload(kind, file);
    if ('refusal' in answer) {
      setStep('idle');
      setRefusal(answer.refusal);
      return;
    }
    job.follow(answer.jobId);
  }, [file, job, kind, step]);

  const downloadErrors = useCallback(async () => {
    if (!refusal || refusal.rows.length === 0) return;
    const csv = await errorGridCsv(refusal.columns, refusal.rows);
    downloadBlob(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }), `${kind === 'shiftRoster' ? 'shift-roster' : 'day-type'}-errors.csv`);
  }, [kind, refusal]);

  return {
    kind,
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
    downloadSample: () => api.sample(kind).catch(() => undefined),
  };
}

export type RosterImportState = ReturnType<typeof useRosterImport>;
