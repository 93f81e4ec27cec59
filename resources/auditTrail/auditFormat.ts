import { format, isValid, parseISO } from 'date-fns';
import type { AuditEntry } from './types';

export const AUDIT_TIME_FORMAT = 'dd-MM-yyyy HH:mm';

/** The instant of an entry in the browser's zone: dd-MM-yyyy HH:mm. */
export function formatAuditTime(at: unknown): string {
  if (typeof at !== 'string' && !(at instanceof Date)) return '';
  const date = at instanceof Date ? at : parseISO(at);
  return isValid(date) ? format(date, AUDIT_TIME_FORMAT) : String(at);
}

/** 'ADMIN - Site Admin'; 'System' when nobody signed in did it. */
export function auditActor(entry: Pick<AuditEntry, 'actor' | 'actorName'>): string {
  if (!entry.actor) return 'System';
  const name = entry.actorName?.trim();
  return name ? `${entry.actor} - ${name}` : entry.actor;
}

export const actionLabel = (action: string): string => (action ? action.charAt(0).toUpperCase() + action.slice(1) : '');

/** Pretty JSON of a before/after value; an empty side reads '(none)'. */
export function auditJson(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  return JSON.stringify(value, null, 2);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level fields whose value differs between before and after (objects only; else []). */
export function changedFields(before: unknown, after: unknown): string[] {
  if (!isPlainObject(before) || !isPlainObject(after)) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
