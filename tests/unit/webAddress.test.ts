import { describe, expect, it } from 'vitest';
import { formValidator } from '../../widgets/formValidator';
import { createAjv } from '../../src/shared/ajv';
import { toFieldErrors } from '../../src/shared/validationMessages';

const schema = {
  type: 'object',
  properties: { survey: { type: 'string', title: 'Survey URL', format: 'uri' }, site: { type: 'string', title: 'Site', format: 'url' } },
} as const;

const accepted = ['https://survey.example.com', 'http://intranet:8080/km?x=1#top', 'https://[::1]/dm', 'HTTPS://Example.COM'];
const refused = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'vbscript:msgbox(1)',
  '//evil.example',
  'https://user:pass@evil.example',
  'https:// spaced.example',
  'survey.example.com',
];

describe('web addresses in schemas (format uri/url)', () => {
  const server = createAjv().compile(schema);

  it.each(accepted)('accepts %s on the server and in the form', (address) => {
    expect(server({ survey: address, site: address })).toBe(true);
    expect(formValidator.validateFormData({ survey: address, site: address }, schema as never).errors).toEqual([]);
  });

  it.each(refused)('refuses %s on the server and in the form, with a clear message', (address) => {
    expect(server({ survey: address })).toBe(false);
    expect(toFieldErrors(server.errors as never, schema.properties)).toEqual([
      { field: 'survey', message: 'Survey URL must be a web address starting with http:// or https://' },
    ]);
    expect(formValidator.validateFormData({ site: address }, schema as never).errors).not.toEqual([]);
  });
});
