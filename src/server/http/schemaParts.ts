/** Pieces the hand-declared route schemas share (the master routes generate theirs: masterRouteSchemas.ts). */

/** PostgreSQL's integer: the product tables' serial ids and integer columns. */
export const INT4_MAX = 2_147_483_647;

/** A row id of a product table. */
export const databaseId = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;

/** Path parameters that are all row ids, e.g. idParams('roleId'). */
export const idParams = (...names: string[]) => ({
  type: 'object',
  required: names,
  properties: Object.fromEntries(names.map((name) => [name, { ...databaseId, title: 'ID' }])),
});

/** A short text parameter (a code, a name, a token). */
export const shortText = (title: string, maxLength = 200) => ({ type: 'string', title, maxLength });

/** A paged list's page (from 0) and rows per page. */
export const pageProperties = {
  page: { type: 'integer', title: 'Page', minimum: 0, maximum: 100_000 },
  size: { type: 'integer', title: 'Size', minimum: 1, maximum: 100 },
} as const;

/** The query of a paged list that chooses nothing else. */
export const pageQuery = { type: 'object', additionalProperties: false, properties: pageProperties } as const;

/** The query of a list split by key (the Pending requests, and the decided ones: Approved or Completed), paged at a fixed size. */
export const keyedListQuery = <Key extends string>(keys: readonly Key[]) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: { key: { type: 'string', title: 'Key', enum: keys }, page: pageProperties.page },
  }) as const;

/** Spec 001 §9: a month as MM-YYYY (a payroll month is named by the month it ends in). Years outside 1900–2099 are a typing slip. */
export const monthYearText = (title = 'Month') =>
  ({
    type: 'string',
    title,
    pattern: '^(0[1-9]|1[0-2])-(19|20)[0-9]{2}$',
    'x-pattern-message': 'Month must be MM-YYYY, e.g. 11-2026',
  }) as const;
