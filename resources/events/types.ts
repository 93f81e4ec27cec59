import type { EventDraft } from '../../src/shared/eventRules';


/** An event as the server answers it: attendees with their names. */
export interface OrgEventRecord extends Omit<EventDraft, 'attendees'> {
  id: number;
  key: string;
  version: number;
  attendees: { empId: string; name: string }[];
}

export interface Celebration {
  empId: string;
  name: string;
  department: string;
  /** yyyy-MM-dd, the day it falls on. */
  date: string;
  years?: number;
}

export interface Option {
  value: string;
  label: string;
}
