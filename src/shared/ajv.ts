import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, KeywordDefinition, Options } from 'ajv';
import { RECORD_CHECKS } from './shiftRuleChecks.js';
import addFormats from 'ajv-formats';

/**
 * The one set of validator settings the browser forms (@rjsf/validator-ajv8) and the server share,
 * so a record the form accepts is a record the API accepts. They mirror RJSF's own AJV_CONFIG and
 * its two extra formats, and narrow `uri`/`url` to web addresses.
 */
export const ajvOptions: Options = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: true,
  discriminator: false,
};

/**
 * What a schema's `uri`/`url` field accepts: an absolute http(s) address with a host, nothing
 * else (no javascript:, data:, file: or user:password@), since such values end up in links and
 * frames the browser opens.
 */
export const WEB_ADDRESS = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?([/?#]\S*)?$/i;

export const customFormats = {
  uri: WEB_ADDRESS,
  url: WEB_ADDRESS,
  'data-url': /^data:([a-z]+\/[a-z0-9-+.]+)?;(?:name=(.*);)?base64,(.*)$/,
  color:
    /^(#?([0-9A-Fa-f]{3}){1,2}\b|aqua|black|blue|fuchsia|gray|green|lime|maroon|navy|olive|orange|purple|red|silver|teal|white|yellow|(rgb\(\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*,\s*\b([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\b\s*\))|(rgb\(\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*,\s*(\d?\d%|100%)+\s*\)))$/,
} as const;

/** Keywords the product adds to its schemas (`x-…` hints); registered so ajv accepts them. */
export const productKeywords = [
  'x-resource',
  'x-grid',
  'x-ui',
  'x-pattern-message',
  'x-menu',
  'x-menu-parent',
  'x-scope',
  'x-table',
  'x-owner-column',
  'x-also-owned-by',
  'x-write-right',
  'x-min-rows',
  'x-read-only',
  'x-unique',
  'x-lookup',
  'x-spec-api',
  'x-seed',
  'x-status',
  'x-permission',
  'x-label',
  'x-employee',
  'x-title-plural',
  // Profile sections (schemas/profile/, docs/profiles.md): who may change a field, its employee column, the section's call.
  'x-editableBy',
  'x-column',
  'x-source',
  'x-call',
];

/**
 * `"x-checks": ["shiftRules"]` at a schema's root: rules between its fields, pure functions of
 * RECORD_CHECKS, each problem an error under its field (keyword 'x-checks', the message in
 * params). Registered by the server's ajv and the forms' alike, so form, API and import refuse alike.
 */
export const checksKeyword: KeywordDefinition = {
  keyword: 'x-checks',
  schemaType: 'array',
  errors: true,
  validate: function checks(names: string[], data: unknown) {
    const errors: Partial<ErrorObject>[] = [];
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      for (const name of names) {
        for (const problem of RECORD_CHECKS[name]?.(data as Record<string, unknown>) ?? []) {
          errors.push({ keyword: 'x-checks', instancePath: `/${problem.field}`, params: { message: problem.message }, message: problem.message });
        }
      }
    }
    (checks as unknown as { errors: Partial<ErrorObject>[] }).errors = errors;
    return errors.length === 0;
  },
};

export const AjvClass = Ajv2020;

/** `overrides` serve the server's query and path validators, which read text and coerce it (coerceTypes). */
export function createAjv(overrides: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ ...ajvOptions, ...overrides });
  addFormats(ajv);
  for (const [name, pattern] of Object.entries(customFormats)) ajv.addFormat(name, pattern);
  for (const keyword of productKeywords) ajv.addKeyword(keyword);
  ajv.addKeyword(checksKeyword);
  return ajv;
}
