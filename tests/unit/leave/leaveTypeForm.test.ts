import path from 'node:path';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { loadMasterSchemas } from '../../../src/server/masters/loadMasterSchemas';
import { createTransformErrors, formValidator } from '../../../widgets/formValidator';

/**
 * The Leave Type form refuses in the browser what the server refuses (docs/leave-types-and-schemes.md):
 * carried days that expire need a cap; an unpaid type is not encashable. Same schema, same messages.
 */
const definition = loadMasterSchemas(path.resolve('schemas/masters')).find((master) => master.name === 'leaveTypeCategory')!;
const schema = definition.schema as unknown as RJSFSchema;
const base = { code: 'STU', leaveName: 'Study Leave', category: 'Special Leave', accrual: 'Yearly' };
const errorsOf = (formData: Record<string, unknown>) =>
  formValidator.validateFormData(formData, schema, undefined, createTransformErrors(schema)).errorSchema as Record<string, { __errors?: string[] }>;

describe('leave type form rules', () => {
  it('needs a cap for carried days that expire', () => {
    expect(errorsOf({ ...base, carryForwardExpiryMonths: 6, carryForwardCap: 0 }).carryForwardCap?.__errors).toEqual(['Carry Forward Cap (Days) must be at least 0.5']);
    expect(errorsOf({ ...base, carryForwardExpiryMonths: 6, carryForwardCap: 10 }).carryForwardCap).toBeUndefined();
    expect(errorsOf({ ...base, carryForwardExpiryMonths: 0, carryForwardCap: 0 }).carryForwardCap).toBeUndefined();
  });

  it('keeps an unpaid type from being encashable', () => {
    expect(errorsOf({ ...base, paid: false, encashableCap: 5 }).encashableCap?.__errors).toEqual(['Encashable Cap (Days) must be at most 0']);
    expect(errorsOf({ ...base, paid: true, encashableCap: 5 }).encashableCap).toBeUndefined();
  });

  it('still lays out every field for RJSF', () => {
    const resolved = retrieveSchema(formValidator, schema, schema, { ...base, carryForwardExpiryMonths: 6 });
    expect(Object.keys(resolved.properties ?? {})).toEqual(expect.arrayContaining(['code', 'carryForwardCap', 'carryForwardExpiryMonths', 'encashableCap']));
  });
});
