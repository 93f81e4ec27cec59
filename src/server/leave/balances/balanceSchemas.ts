import { shortText } from '../../http/schemaParts.js';

const empId = shortText('Employee ID', 50);
const year = { type: 'integer', title: 'Year', minimum: 2000, maximum: 2100 } as const;
const leaveType = { type: 'string', title: 'Leave Type', minLength: 1, maxLength: 5, pattern: '^[A-Za-z]+$', 'x-pattern-message': 'Leave type must be a code such as CL' } as const;

export const balanceParams = { type: 'object', additionalProperties: false, required: ['empId', 'year'], properties: { empId, year } } as const;
export const entryParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', title: 'Entry', minimum: 1, maximum: 9_007_199_254_740_991 } } } as const;
export const statementQuery = { type: 'object', additionalProperties: false, required: ['year', 'leaveType'], properties: { empId, year, leaveType } } as const;
export const adjustBody = {
  type: 'object',
  additionalProperties: false,
  required: ['empId', 'leaveType', 'year', 'days', 'reason'],
  properties: {
    empId,
    leaveType,
    year,
    days: { type: 'number', title: 'Days', minimum: -366, maximum: 366, multipleOf: 0.5 },
    reason: { type: 'string', title: 'Reason', minLength: 1, maxLength: 500 },
  },
} as const;
