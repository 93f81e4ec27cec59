/** Events (issue 23 §1, docs/recognition-and-events.md): the lists and messages the form and the API share. */
export const EVENT_CATEGORIES = ['Celebration', 'Meeting', 'Training', 'Town Hall', 'Team Outing', 'Other'] as const;
export const EVENT_TYPES = ['All Employees', 'Departments'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_MESSAGES = {
  created: 'Event created successfully',
  updated: 'Event updated successfully',
  deleted: 'Event deleted successfully',
  titleRequired: 'Title is required',
  startRequired: 'Start Date is required',
  endRequired: 'End Date is required',
  endBeforeStart: 'End Date must not be before Start Date',
  departmentRequired: 'Please select at least one department',
} as const;

export interface EventDraft {
  title: string;
  category: EventCategory;
  eventType: EventType;
  departments: string[];
  description: string;
  location: string;
  /** yyyy-MM-dd. */
  startDate: string;
  endDate: string;
  /** HH:mm, or empty for all day. */
  startTime?: string;
  endTime?: string;
  /** Emp IDs. */
  attendees: string[];
}

export function eventProblems(draft: Partial<EventDraft>): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (!draft.title?.trim()) problems.push({ field: 'title', message: EVENT_MESSAGES.titleRequired });
  if (!draft.startDate) problems.push({ field: 'startDate', message: EVENT_MESSAGES.startRequired });
  if (!draft.endDate) problems.push({ field: 'endDate', message: EVENT_MESSAGES.endRequired });
  else if (draft.startDate && draft.endDate < draft.startDate) problems.push({ field: 'endDate', message: EVENT_MESSAGES.endBeforeStart });
  if (draft.eventType === 'Departments' && !draft.departments?.length) problems.push({ field: 'departments', message: EVENT_MESSAGES.departmentRequired });
  return problems;
}
