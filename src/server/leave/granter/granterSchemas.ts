import { pageQuery, shortText } from '../../http/schemaParts.js';

const code = { type: 'string', title: 'Leave Type', minLength: 1, maxLength: 5, pattern: '^[A-Za-z]+$', 'x-pattern-message': 'Leave type must be a code such as CL' } as const;

export const grantBody = {
  type: 'object',
  additionalProperties: false,
  required: ['periodKind', 'period'],
  properties: {
    periodKind: { type: 'string', title: 'Period', enum: ['Month', 'Year'] },
    period: { type: 'string', title: 'Period', maxLength: 7, pattern: '^20[0-9]{2}(-(0[1-9]|1[0-2]))?$', 'x-pattern-message': 'Period must be YYYY for a year or YYYY-MM for a month' },
    leaveTypes: { type: 'array', title: 'Leave Types', minItems: 1, maxItems: 50, uniqueItems: true, items: code },
    empIds: { type: 'array', title: 'Employees', minItems: 1, maxItems: 100_000, items: shortText('Employee ID', 50) },
    preview: { type: 'boolean', title: 'Preview' },
  },
} as const;

export const rerunBody = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', title: 'Run', minimum: 1, maximum: 2_147_483_647 } } } as const;
export const runParams = rerunBody;
export const runsQuery = pageQuery;
export const employeeParams = { type: 'object', additionalProperties: false, required: ['empId'], properties: { empId: shortText('Employee ID', 50) } } as const;
export const employeeQuery = { type: 'object', additionalProperties: false, properties: { year: { type: 'integer', title: 'Year', minimum: 2000, maximum: 2100 } } } as const;
