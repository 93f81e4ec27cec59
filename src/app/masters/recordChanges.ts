import type { MasterRecord } from './types';

/**
 * Tells the rest of the app that a master record was saved (or had a file uploaded) through the
 * generic master form. Parts of the app that cache a copy of some master's data (the session's
 * active organisation in the top bar) listen here instead of the form knowing about them.
 */
export type RecordChangeListener = (resource: string, record: MasterRecord) => void;

const listeners = new Set<RecordChangeListener>();

export function onRecordChanged(listener: RecordChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function recordChanged(resource: string, record: MasterRecord): void {
  for (const listener of listeners) listener(resource, record);
}
