import { keyedListQuery } from '../../http/schemaParts.js';
/** Route schemas of restricted holidays, comp-off, encashment and the leave calendars: validation and the OpenAPI document. */
const code = (title: string) => ({ type: 'string', title, pattern: '^[A-Za-z0-9-]{1,30}$', 'x-pattern-message': 'must be letters and digits' }) as const;

export const listQuery = keyedListQuery(['Pending', 'Completed']);

export const yearQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { year: { type: 'integer', title: 'Year', minimum: 2000, maximum: 2100 } },
} as const;

export const requestCodeParams = { type: 'object', required: ['requestCode'], properties: { requestCode: code('Request Code') } } as const;
export const encashmentCodeParams = { type: 'object', required: ['encashmentCode'], properties: { encashmentCode: code('Encashment Code') } } as const;

const reason = { type: 'string', title: 'Reason', minLength: 1, maxLength: 500 } as const;

export const compOffBody = {
  type: 'object',
  required: ['workedDate', 'reason'],
  additionalProperties: false,
  properties: { workedDate: { type: 'string', format: 'date', title: 'Worked Date' }, reason },
} as const;

export const encashmentBody = {
  type: 'object',
  required: ['leaveType', 'days'],
  additionalProperties: false,
  properties: {
    leaveType: { type: 'string', title: 'Leave Type', minLength: 1, maxLength: 10 },
    days: { type: 'number', title: 'Days', minimum: 0.5, maximum: 366, multipleOf: 0.5 },
    reason: { type: ['string', 'null'], title: 'Reason', maxLength: 500 },
  },
} as const;

/** A decision: Approved, or Rejected with a remark (rejectReasonProblem: required, at least 5 characters). */
export const decisionBody = {
  type: 'object',
  required: ['decision'],
  additionalProperties: false,
  properties: {
    decision: { type: 'string', title: 'Decision', enum: ['Approved', 'Rejected'] },
    remarks: { type: ['string', 'null'], title: 'Remarks', maxLength: 500 },
  },
} as const;

export const calendarQuery = {
  type: 'object',
  required: ['month'],
  additionalProperties: false,
  properties: {
    month: { type: 'string', title: 'Month', pattern: '^(0[1-9]|1[0-2])-[0-9]{4}$', 'x-pattern-message': 'must be MM-YYYY' },
    scope: { type: 'string', title: 'Scope', enum: ['mine', 'team', 'organization'] },
    department: { type: 'string', title: 'Department', maxLength: 200 },
  },
} as const;

export interface Decision {
  decision: 'Approved' | 'Rejected';
  remarks?: string | null;
}
