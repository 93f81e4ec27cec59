/** Route schemas of the month end (spec 001 §7 month end, docs/month-end.md): validation and the OpenAPI document. */
import { pageProperties, shortText } from '../http/schemaParts.js';
import { PENDING_POLICIES } from '../../shared/monthEnd/monthEndRecords.js';

const month = { type: 'string', title: 'Month', pattern: '^(0[1-9]|1[0-2])-[0-9]{4}$', 'x-pattern-message': 'must be MM-YYYY' } as const;
const empId = shortText('Emp ID', 50);
const code = { type: 'string', title: 'Code', pattern: '^[A-Za-z0-9-]{1,40}$' } as const;
const remark = { type: ['string', 'null'], title: 'Remark', maxLength: 500 } as const;
const previewToken = { type: 'string', title: 'Preview Token', maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$', description: "The previewToken of POST /api/month-end/preview: the commit is refused (409) unless it comes out exactly as previewed" } as const;
const pendingPolicy = { type: 'string', title: 'Pending Policy', enum: [...PENDING_POLICIES], description: 'What the close does with items still pending: leave them as they are, approve them or reject them' } as const;
/** A Submit decides at most a few pages of rows; the close's policy may decide every pending item of the month. */
const MAX_ITEMS = 200;

export const regularizationListQuery = {
  type: 'object',
  required: ['month'],
  additionalProperties: false,
  properties: { month, empId, appliedTo: { ...empId, title: 'Applied To' }, sortDirection: { type: 'string', title: 'Sort Direction', enum: ['ASC', 'DESC'] }, ...pageProperties, search: { type: 'string', title: 'Search', maxLength: 100 } },
} as const;

export const regularizationDecisionBody = {
  type: 'array',
  title: 'Decisions',
  minItems: 1,
  maxItems: MAX_ITEMS,
  items: {
    type: 'object',
    required: ['regCode', 'action', 'empId', 'month'],
    additionalProperties: false,
    properties: { regCode: code, action: { type: 'string', title: 'Action', enum: ['approve', 'reject'] }, remark, empId: { ...empId, minLength: 1 }, month },
  },
} as const;

export const previewTokenQuery = { type: 'object', additionalProperties: false, properties: { previewToken } } as const;

const decision = {
  type: 'object',
  required: ['empId', 'code', 'type'],
  additionalProperties: false,
  properties: { empId: { ...empId, minLength: 1 }, code, type: { type: 'string', title: 'Type', enum: ['approve', 'reject'] }, remark },
} as const;

export const previewBody = {
  type: 'object',
  required: ['monthYear'],
  additionalProperties: false,
  properties: {
    monthYear: month,
    leave: { type: 'array', title: 'Leave Decisions', maxItems: MAX_ITEMS, items: decision },
    regularization: { type: 'array', title: 'Regularization Decisions', maxItems: MAX_ITEMS, items: decision },
    pendingPolicy: { ...pendingPolicy, description: "The close's policy: the month's other pending items are decided by it in the preview too" },
  },
} as const;

export const cockpitQuery = { type: 'object', additionalProperties: false, properties: { monthYear: { ...month, description: 'The payroll month ending in this month; the one just over when left out' } } } as const;

export const closeBody = {
  type: 'object',
  required: ['monthYear'],
  additionalProperties: false,
  properties: { monthYear: month, pendingPolicy, previewToken },
} as const;

export interface PreviewPayload {
  monthYear: string;
  leave?: { empId: string; code: string; type: 'approve' | 'reject'; remark?: string | null }[];
  regularization?: { empId: string; code: string; type: 'approve' | 'reject'; remark?: string | null }[];
  pendingPolicy?: 'leaveAsIs' | 'approve' | 'reject';
}

export interface ClosePayload {
  monthYear: string;
  pendingPolicy?: 'leaveAsIs' | 'approve' | 'reject';
  previewToken?: string;
}

export interface RegularizationDecisionItem {
  regCode: string;
  action: 'approve' | 'reject';
  remark?: string | null;
  empId: string;
  month: string;
}
