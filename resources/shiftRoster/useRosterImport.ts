import type { RosterSheetKind } from '../../src/shared/shiftRosterSheet';
import { useSheetImport } from '../../widgets/sheetImport/useSheetImport';
import { shiftRosterApi as api } from './shiftRosterApi';

/** Spec 001 §5: shift roster and day type files are Excel only. */
export const ROSTER_FORMATS = ['xlsx', 'xls'];

/** What a roster or day type job wrote. */
interface RosterImportResult {
  rows: number;
  entries: number;
  changed: number;
}

/**
 * One tab of Shift Roster Excel Import (a Shift Roster or a Day Type sheet): the shared sheet
 * import (docs/frontend.md "A sheet import"), Excel only, whose end says how many dates it set.
 */
export function useRosterImport(kind: RosterSheetKind) {
  const sheet = useSheetImport<[RosterSheetKind], RosterImportResult>({
    upload: api.upload,
    storageKey: `hr-console.importJob.${kind}`,
    formats: ROSTER_FORMATS,
    formatMessage: 'Only Excel files are allowed',
    doneText: (job) => {
      const message = job.message ?? 'Uploaded Successfully!';
      return job.result ? `${message} ${job.result.entries.toLocaleString('en')} dates set, ${job.result.changed.toLocaleString('en')} changed.` : message;
    },
    errorFileName: `${kind === 'shiftRoster' ? 'shift-roster' : 'day-type'}-errors.csv`,
  });
  return { ...sheet, upload: () => sheet.actions.upload(kind), downloadSample: () => api.sample(kind).catch(() => undefined) };
}
