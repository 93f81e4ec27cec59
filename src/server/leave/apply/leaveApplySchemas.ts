/** Route schemas of /api/leave/apply and /api/leave-approval: validation and the OpenAPI document. */
import { ATTACHMENT_MAX_CHARS } from '../../files/attachedFile.js';
import type { LeaveSession } from '../../../shared/leaveRecords.js';
import { keyedListQuery, pageProperties, shortText } from '../../http/schemaParts.js';

/** The body of POST /api/leave/apply and its preview (docs/leave-applications.md). */
export interface LeaveApplyPayload {
  leaveType: string;
  fromDate: string;
  /** The sessions taken on the first day (both when left out). */
  fromSessions?: LeaveSession[];
  toDate: string;
  /** The sessions taken on the last day (both when left out); a one-day leave leaves it out or repeats fromSessions. */
  toSessions?: LeaveSession[];
  reason: string;
  appliedTo?: string;
  /** The supporting document as the file input's data URL (`data:…;name=…;base64,…`): a PDF, PNG or JPEG of at most 2 MB. */
  attachment?: string | null;
}

const date = (title: string) => ({ type: 'string', format: 'date', title }) as const;
/** A day's choice of sessions: Session 1, Session 2 or both, each once (docs/leave-applications.md). */
const sessions = (title: string) => ({ type: 'array', title, minItems: 1, maxItems: 2, uniqueItems: true, items: { type: 'integer', enum: [1, 2] } }) as const;
const leaveType = { type: 'string', title: 'Leave Type', pattern: '^[A-Za-z0-9]{1,10}$', 'x-pattern-message': 'must be a leave type code' } as const;
const leaveCode = { type: 'string', title: 'Leave Code', pattern: '^[A-Za-z0-9-]{1,30}$' } as const;
const month = { type: 'string', title: 'Month', pattern: '^(0[1-9]|1[0-2])-[0-9]{4}$', 'x-pattern-message': 'must be MM-YYYY' } as const;
const empId = shortText('Emp ID', 50);
/** One application spans at most a leave year. */
const MAX_DATES = 366;

export const applyBody = {
  type: 'object',
  required: ['leaveType', 'fromDate', 'toDate', 'reason'],
  additionalProperties: false,
  properties: {
    leaveType,
    fromDate: date('From Date'),
    fromSessions: sessions('First Day Sessions'),
    toDate: date('To Date'),
    toSessions: sessions('Last Day Sessions'),
    reason: { type: 'string', title: 'Reason', minLength: 1, maxLength: 500, pattern: '\\S', 'x-pattern-message': 'is required' },
    appliedTo: { ...empId, title: 'Applying to' },
    attachment: { type: ['string', 'null'], title: 'Attachment', maxLength: ATTACHMENT_MAX_CHARS, description: 'The document as a data URL (data:<type>;name=<file name>;base64,<bytes>): PDF, PNG or JPEG, at most 2 MB' },
  },
} as const;

const { attachment: _document, ...previewProperties } = applyBody.properties;
/** The preview counts what it is given: the reason may still be empty, and the document is not sent (it answers whether one is needed). */
export const previewBody = { ...applyBody, required: ['leaveType', 'fromDate', 'toDate'], properties: { ...previewProperties, reason: { type: 'string', title: 'Reason', maxLength: 500 } } } as const;

export const listQuery = keyedListQuery(['Pending', 'Approved']);

export const leaveCodeParams = { type: 'object', required: ['leaveCode'], properties: { leaveCode } } as const;

export const decisionBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    approvedDate: { type: 'array', title: 'Approved Dates', maxItems: MAX_DATES, uniqueItems: true, items: date('Date') },
    rejectedDate: { type: 'array', title: 'Rejected Dates', maxItems: MAX_DATES, uniqueItems: true, items: date('Date') },
    remarks: { type: ['string', 'null'], title: 'Remarks', maxLength: 500 },
  },
} as const;

export const monthEndQuery = {
  type: 'object',
  required: ['month'],
  additionalProperties: false,
  properties: {
    leaveType,
    empId,
    appliedTo: { ...empId, title: 'Applied To' },
    month,
    sortDirection: { type: 'string', title: 'Sort Direction', enum: ['ASC', 'DESC'] },
    ...pageProperties,
    search: { type: 'string', title: 'Search', maxLength: 100 },
  },
} as const;

export const monthEndBody = {
  type: 'array',
  title: 'Decisions',
  minItems: 1,
  maxItems: 200,
  items: {
    type: 'object',
    required: ['empId', 'leaveCode', 'type'],
    additionalProperties: false,
    properties: {
      empId: { ...empId, minLength: 1 },
      leaveCode,
      type: { type: 'string', title: 'Type', enum: ['approve', 'reject'] },
      remark: { type: ['string', 'null'], title: 'Remark', maxLength: 500 },
    },
  },
} as const;
