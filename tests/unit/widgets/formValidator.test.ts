import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createTransformErrors, formValidator, transformErrors } from '../../../widgets/formValidator';
import { toErrorSchema } from '../../../widgets/toErrorSchema';

const schema: RJSFSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['firstName', 'email', 'mobileNumber', 'password', 'doj', 'accept', 'grades'],
  properties: {
    firstName: { type: 'string', title: 'First Name', minLength: 1 },
    email: { type: 'string', title: 'Email', format: 'email' },
    mobileNumber: { type: 'string', 'x-label': 'Mobile number', pattern: '^\\+\\d{1,4} \\d{10}$' },
    password: { type: 'string', title: 'Password', minLength: 8 },
    doj: { type: 'string', title: 'Date of Joining', format: 'date' },
    accept: { type: 'boolean', title: 'I accept the policy' },
    grades: { type: 'array', title: 'Grades', items: { type: 'string', enum: ['A', 'B'] }, uniqueItems: true },
    address: { type: 'object', properties: { city: { type: 'string', title: 'City', minLength: 2 } } },
    remarks: { type: 'string', 'x-ui': { 'ui:widget': 'textarea' } },
  } as RJSFSchema['properties'],
};

const uiSchema: UiSchema = {
  mobileNumber: { 'ui:widget': 'mobile' },
  accept: { 'ui:widget': 'checkbox1', 'ui:options': { validationMessage: 'Please accept the policy' } },
};

function messages(formData: Record<string, unknown>) {
  const { errorSchema } = formValidator.validateFormData(formData, schema, undefined, createTransformErrors(schema), uiSchema);
  return errorSchema as Record<string, { __errors?: string[] } & Record<string, { __errors?: string[] }>>;
}

describe('formValidator with the product messages', () => {
  it('reports required fields by their label', () => {
    const errors = messages({});
    expect(errors.firstName.__errors).toEqual(['First Name is required']);
    expect(errors.email.__errors).toEqual(['Email is required']);
    expect(errors.mobileNumber.__errors).toEqual(['Mobile number is required']);
    expect(errors.doj.__errors).toEqual(['Date of Joining is required']);
    expect(errors.accept.__errors).toEqual(['Please accept the policy']);
    // Spec 002 §5 generic form: a multi-select is not among the typed rules, so 'Required'.
    expect(errors.grades.__errors).toEqual(['Required']);
  });

  it('uses the spec messages for formats and lengths', () => {
    const errors = messages({
      firstName: '',
      email: 'not-an-email',
      mobileNumber: '+20 12345',
      password: 'short',
      doj: '12/03/2024',
      accept: true,
      grades: ['A'],
      address: { city: 'X' },
      remarks: 'x-ui keywords are accepted',
    });
    expect(errors.firstName.__errors).toEqual(['First Name is required']);
    expect(errors.email.__errors).toEqual(['Invalid email format']);
    expect(errors.mobileNumber.__errors).toEqual(['Mobile number must be 10 digits']);
    expect(errors.password.__errors).toEqual(['Password must be at least 8 characters']);
    expect(errors.doj.__errors).toEqual(['Invalid date']);
    expect(errors.address.city.__errors).toEqual(['City must be at least 2 characters']);
    expect(errors.accept).toBeUndefined();
    expect(errors.remarks).toBeUndefined();
  });

  it('passes valid data', () => {
    const { errors } = formValidator.validateFormData(
      {
        firstName: 'Ahmed',
        email: 'ahmed@example.com',
        mobileNumber: '+20 1012345678',
        password: 'long enough',
        doj: '2024-03-12',
        accept: true,
        grades: ['A', 'B'],
      },
      schema,
      undefined,
      createTransformErrors(schema),
      uiSchema,
    );
    expect(errors).toEqual([]);
  });

  it('works without the schema, from the titles RJSF found', () => {
    const { errorSchema } = formValidator.validateFormData({}, schema, undefined, transformErrors, uiSchema);
    expect((errorSchema as Record<string, { __errors: string[] }>).firstName.__errors).toEqual(['First Name is required']);
  });

  it('accepts the product keywords and formats', () => {
    expect(formValidator.isValid({ type: 'string', format: 'color', 'x-grid': {} } as RJSFSchema, '#aabbcc', {})).toBe(true);
    expect(formValidator.isValid({ type: 'string', format: 'color' }, 'not a colour', {})).toBe(false);
  });
});

describe('required messages the spec gives word for word (spec 002 §5)', () => {
  const typed: RJSFSchema = {
    type: 'object',
    required: ['officialEmail', 'contact', 'skills', 'notify', 'languages', 'city'],
    properties: {
      officialEmail: { type: 'string', title: 'Official Email', format: 'email' },
      contact: { type: 'string', title: 'Contact' },
      skills: { type: 'array', title: 'Skills', items: { type: 'string', enum: ['A', 'B'] }, uniqueItems: true },
      notify: { type: 'boolean', title: 'Notify me' },
      languages: { type: 'array', title: 'Languages', items: { type: 'string', enum: ['en', 'ar'] }, uniqueItems: true },
      city: { type: 'string', title: 'City' },
    },
  };
  const ui: UiSchema = {
    contact: { 'ui:widget': 'mobile' },
    languages: { 'ui:widget': 'multipleSelect', 'ui:options': { validationMessage: 'Pick at least one language' } },
    city: { 'ui:widget': 'select' },
  };
  const run = () =>
    formValidator.validateFormData({}, typed, undefined, createTransformErrors(typed), ui).errorSchema as Record<string, { __errors?: string[] }>;

  it("says 'Email is required' and 'Mobile number is required' whatever the label", () => {
    expect(run().officialEmail.__errors).toEqual(['Email is required']);
    expect(run().contact.__errors).toEqual(['Mobile number is required']);
  });

  it("falls back to 'Required' for the types the generic form lists no rule for, unless a validationMessage is given", () => {
    expect(run().skills.__errors).toEqual(['Required']);
    expect(run().notify.__errors).toEqual(['Required']);
    expect(run().languages.__errors).toEqual(['Pick at least one language']);
  });

  it("keeps '{label} is required' for the listed types", () => {
    expect(run().city.__errors).toEqual(['City is required']);
  });
});

describe('checkbox1 with const: true', () => {
  it('reports an unticked box as required', () => {
    const mustTick: RJSFSchema = {
      type: 'object',
      required: ['agree'],
      properties: { agree: { type: 'boolean', title: 'I agree', const: true } },
    };
    const ui: UiSchema = { agree: { 'ui:widget': 'checkbox1' } };
    const run = (formData: object) =>
      formValidator.validateFormData(formData, mustTick, undefined, createTransformErrors(mustTick), ui).errorSchema as Record<
        string,
        { __errors?: string[] }
      >;
    expect(run({ agree: false }).agree.__errors).toEqual(['I agree is required']);
    expect(run({}).agree.__errors).toEqual(['I agree is required']);
    expect(run({ agree: true }).agree).toBeUndefined();
  });
});

describe('toErrorSchema', () => {
  it('turns a 400 field list into an ErrorSchema', () => {
    expect(
      toErrorSchema([
        { field: 'name', message: 'Name is required' },
        { field: 'address.city', message: 'City is required' },
        { field: '', message: 'This record was changed by someone else.' },
      ]),
    ).toEqual({
      __errors: ['This record was changed by someone else.'],
      name: { __errors: ['Name is required'] },
      address: { city: { __errors: ['City is required'] } },
    });
  });
});
