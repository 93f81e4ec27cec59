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
