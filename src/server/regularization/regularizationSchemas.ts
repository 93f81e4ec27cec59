/** Route schemas of /api/attendance-regularization: validation and the OpenAPI document. */
import { TIME_PATTERN, WORK_TYPES } from '../../shared/regularizationRules.js';
import { keyedListQuery, shortText } from '../http/schemaParts.js';

const date = { type: 'string', format: 'date', title: 'Date' } as const;
const time = (title: string) => ({ type: ['string', 'null'], title, pattern: TIME_PATTERN, 'x-pattern-message': 'must be HH:mm (24-hour)' }) as const;
const yearMonth = { type: 'string', title: 'Year Month', pattern: '^(0[1-9]|1[0-2])-[0-9]{4}$', 'x-pattern-message': 'must be MM-YYYY' } as const;
const empId = shortText('Emp ID', 50);
const regCode = { type: 'string', title: 'Regularization Code', pattern: '^[A-Za-z0-9-]{1,30}$' } as const;
/** A request covers at most the days of one payroll month. */
const MAX_DATES = 31;

export const applyBody = {
  type: 'object',
  required: ['regularizationInfo', 'appliedTo', 'monthYear'],
  additionalProperties: false,
  properties: {
    regularizationInfo: {
      type: 'array',
      title: 'Dates',
      minItems: 1,
      maxItems: MAX_DATES,
      items: {
        type: 'object',
        required: ['date', 'reason'],
        additionalProperties: false,
        properties: {
          date,
          reason: { type: 'string', title: 'Reason', minLength: 1, maxLength: 500 },
          inTime: time('In Time'),
          outTime: time('Out Time'),
          session: { type: 'array', title: 'Session', minItems: 1, maxItems: 2, uniqueItems: true, items: { type: 'integer', enum: [1, 2] } },
          key: { type: 'string', title: 'Work Type', enum: [...WORK_TYPES] },
        },
      },
    },
    appliedTo: { ...empId, title: 'Applying to', minLength: 1 },
    remark: { type: ['string', 'null'], title: 'Remarks', maxLength: 500 },
    monthYear: yearMonth,
  },
} as const;

export const listQuery = keyedListQuery(['Pending', 'Approved']);

/** The month the answer is for; absent, the open payroll month as the organisation counts it (its payroll start day). */
export const yearMonthQuery = { type: 'object', additionalProperties: false, properties: { yearMonth } } as const;

export const withdrawParams = { type: 'object', required: ['regCode'], properties: { regCode } } as const;
export const withdrawQuery = { type: 'object', additionalProperties: false, properties: { empId, yearMonth } } as const;

const dates = (title: string) => ({ type: 'array', title, maxItems: MAX_DATES, uniqueItems: true, items: date }) as const;

export const decisionBody = {
  type: 'object',
  required: ['empId', 'regCode', 'key'],
  additionalProperties: false,
  properties: {
    empId: { ...empId, minLength: 1 },
    regCode,
    key: { type: 'string', title: 'Decision', enum: ['Approved', 'Rejected', 'Partially Approved'] },
    approvedDate: dates('Approved Dates'),
    rejectedDate: dates('Rejected Dates'),
    remarks: { type: 'array', title: 'Remarks', maxItems: MAX_DATES, items: { type: 'string', maxLength: 500 } },
  },
} as const;
