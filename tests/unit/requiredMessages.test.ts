import { describe, expect, it } from 'vitest';
import { AjvClass, ajvOptions } from '../../src/shared/ajv';
import { toFieldErrors } from '../../src/shared/validationMessages';

/** The server answers a 400's field list with the same required messages as the form (spec 002 §5). */
describe('server field errors for empty required fields', () => {
  const properties = {
    officialEmail: { type: 'string', title: 'Official Email', format: 'email' },
    mobile: { type: 'string', title: 'Phone', 'x-ui': { 'ui:widget': 'mobile' } },
    skills: { type: 'array', title: 'Skills', items: { type: 'string' } },
    reason: { type: 'string', title: 'Reason', minLength: 1, 'x-ui': { 'ui:options': { validationMessage: 'Please Enter the reason!' } } },
    name: { type: 'string', title: 'Name', minLength: 1 },
  };
  const schema = { type: 'object', required: Object.keys(properties), properties };

  it('names each message as the spec does', () => {
    const ajv = new AjvClass({ ...ajvOptions, strict: false });
    const validate = ajv.compile(schema);
    validate({ name: '' });
    const byField = Object.fromEntries(toFieldErrors(validate.errors, properties).map(({ field, message }) => [field, message]));
    expect(byField).toEqual({
      officialEmail: 'Email is required',
      mobile: 'Mobile number is required',
      skills: 'Required',
      reason: 'Please Enter the reason!',
      name: 'Name is required',
    });
  });
});

describe('the Department schema (issue 8 §6)', () => {
  it("explains a refused code instead of 'Department Code is invalid'", async () => {
    const { readFile } = await import('node:fs/promises');
    const department = JSON.parse(await readFile(new URL('../../schemas/masters/department.schema.json', import.meta.url), 'utf8'));
    const ajv = new AjvClass({ ...ajvOptions, strict: false });
    const validate = ajv.compile(department);
    expect(validate({ name: 'Research & Development', code: 'R&D' })).toBe(false);
    expect(toFieldErrors(validate.errors, department.properties)).toEqual([
      { field: 'code', message: 'Department Code must be 2 to 10 capital letters (A-Z) or digits (0-9)' },
    ]);
    expect(validate({ name: 'Research & Development', code: 'RND' })).toBe(true);
  });
});
