import { RECORD_CHECKS } from './shiftRuleChecks.js';
import { COMPUTED_FIELDS } from './computedFields.js';

/**
 * The normalised form of a master's JSON Schema file (schemas/README.md): the loader fills in the
 * system fields and x-… defaults, so the server, the browser and the type generator all read one
 * complete description.
 */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  readOnly?: boolean;
  /** A secret (a mail-server password): accepted on save, never answered, kept when a save leaves it empty. */
  writeOnly?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  [keyword: string]: unknown;
}

export interface MasterSchema extends JsonSchema {
  title: string;
  properties: Record<string, JsonSchema>;
  required: string[];
  'x-resource': string;
  'x-menu': string;
  'x-scope': 'organization' | 'global';
  'x-unique': string[];
  'x-grid': { columns: string[]; searchable: string[] };
  /** Present only on a master that offers itself to selects (GET /api/settings): what it answers. */
  'x-lookup'?: LookupDeclaration;
  /** The spec's own paths for this master (spec 002 §7), served by the same engine (docs/lookups.md). */
  'x-spec-api'?: SpecRoute[];
  'x-title-plural': string;
  'x-seed'?: Record<string, unknown>[];
  /** An existing product table the master edits instead of a table of its own. */
  'x-table'?: string;
  /** The column holding the owning organisation of an organisation master (x-table only). */
  'x-owner-column'?: string;
  /**
   * With x-table: the column naming the organisation a row itself is, when that is not its owner
   * (a sub-organisation's own id): a write needs the master's right there as well.
   */
  'x-also-owned-by'?: string;
  /** Deleting is refused when it would leave fewer rows than this in the caller's scope. */
  'x-min-rows'?: number;
  /** Rows the product itself writes (the mail outbox): the API lists, reads and exports them, nothing else. */
  'x-read-only'?: boolean;
  /** The file types an import takes (default all of IMPORT_FORMATS); Excel only for the shift master (spec 001 §9). */
  'x-import-formats': ImportFormat[];
}

export const IMPORT_FORMATS = ['csv', 'xlsx', 'xls'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The refusal of a file of another type: the spec's wording when only Excel is taken. */
export function importFormatMessage(formats: readonly ImportFormat[]): string {
  if (formats.every((format) => format === 'xlsx' || format === 'xls')) return 'Only Excel files are allowed';
  return `Only ${formats.map((format) => `.${format}`).join(', ')} files are allowed`;
}

/**
 * A master that selects elsewhere in the product may read (schemas/README.md, docs/lookups.md).
 * Look-ups deny by default: a master without `x-lookup` is no look-up source.
 */
export interface LookupDeclaration {
  /** The referenceName a select asks for: GET /api/settings?referenceName=<name>. Default: the title. */
  name: string;
  /** The property shown in the select. */
  label: string;
  /** The property answered as `value`: `id` (the default) or a property of the master (Experience Years' number). */
  value: string;
  /** Further properties a select needs (a grade's notice period); never a secret. */
  fields: string[];
  /** A property naming the list each row belongs to (module settings); its look-up answers one list at a time. */
  listedBy?: string;
}

/** What a spec path of a master does, and the one method it may use (docs/lookups.md). */
export const SPEC_OPERATIONS = {
  /** A page of records: `{ content, totalPages, totalElements }` (spec 002 §7), query page, size, search. */
  page: 'GET',
  /** Every record (up to a cap), as an array. */
  all: 'GET',
  read: 'GET',
  /** The dynamic form definition `{ formName, formFields }` (spec 002 §3). */
  form: 'GET',
  create: 'POST',
  /** Changes the fields sent, keeps the others. */
  update: 'PUT',
  /** Changes only `status`. */
  status: 'PUT',
  delete: 'DELETE',
  /** The allowed values of one property (its `enum`), as an array: the Shift Name list of GET /shift-master/type. */
  choices: 'GET',
  /** The import sample sheet (Excel). */
  sample: 'GET',
  /** An import that answers, once every row is written, the imported rows as an Excel file (JSON when refused). */
  import: 'POST',
} as const;
export type SpecOperation = keyof typeof SPEC_OPERATIONS;
/** The query parameter that picks the master of a path several masters share (/settings, /forms). */
export type SpecSelector = 'referenceName' | 'formName';

export interface SpecRoute {
  method: string;
  /** Under /api, with `{id}` for the record's id: '/grade-master/status/{id}'. */
  path: string;
  does: SpecOperation;
  /** The path is shared: this master answers when the query names it (its look-up name, or its title for formName). */
  selectedBy?: SpecSelector;
  /** The success message, when the spec words it otherwise than '<title> added successfully' and the like. */
  message?: string;
  /** A body may come as a form submission `{ formName, formFields }` with this formName (spec 001 §7 'Shift Master'). */
  formName?: string;
  /** choices: the property whose enum is answered. */
  property?: string;
  /**
   * The path takes the spec's `org` query (`POST /leave/category?org=`): it must name the caller's
   * active organisation (docs/tenancy.md), and may be left out.
   */
  orgQuery?: true;
}

export const STATUS_VALUES = ['Active', 'Inactive'] as const;

/** Fields every master row has; the database fills them, so clients can never set them. */
export const SYSTEM_PROPERTIES: Record<string, JsonSchema> = {
  id: { type: 'integer', title: 'ID', readOnly: true },
  version: { type: 'integer', title: 'Version', readOnly: true },
  createdBy: { type: 'string', title: 'Created By', readOnly: true },
  createdAt: { type: 'string', format: 'date-time', title: 'Created At', readOnly: true },
  updatedBy: { type: 'string', title: 'Updated By', readOnly: true },
  updatedAt: { type: 'string', format: 'date-time', title: 'Updated At', readOnly: true },
};

export const STATUS_PROPERTY: JsonSchema = {
  type: 'string',
  title: 'Status',
  enum: [...STATUS_VALUES],
  default: 'Active',
};

export function isScalar(property: JsonSchema): boolean {
  return ['string', 'integer', 'number', 'boolean'].includes(String(property.type));
}

/** Fills in what a schema file may leave out. Throws a plain message on a malformed file. */
export function normalizeMasterSchema(resource: string, raw: JsonSchema): MasterSchema {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('the file must hold a JSON object');
  if (raw.type !== undefined && raw.type !== 'object') throw new Error(`"type" must be "object", not ${JSON.stringify(raw.type)}`);
  if (typeof raw.title !== 'string' || !raw.title.trim()) throw new Error('"title" is required');
  const own = raw.properties;
  if (!own || typeof own !== 'object' || Object.keys(own).length === 0) throw new Error('"properties" must name at least one field');
  const required = raw.required ?? [];
  if (!Array.isArray(required)) throw new Error('"required" must be an array');
  for (const name of required) {
    if (!(name in own)) throw new Error(`required field "${name}" is missing from properties`);
  }
  const known = ['string', 'integer', 'number', 'boolean', 'array', 'object'];
  for (const [name, property] of Object.entries(own)) {
    if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(name)) throw new Error(`property name "${name}" must be letters and digits, starting with a letter`);
    if (!known.includes(String(property.type))) {
      throw new Error(`property "${name}" has unknown type ${JSON.stringify(property.type)} (use one of ${known.join(', ')})`);
    }
  }

  const checks = raw['x-checks'];
  if (checks !== undefined && !(Array.isArray(checks) && checks.every((name) => typeof name === 'string' && name in RECORD_CHECKS))) {
    throw new Error(`x-checks must list some of: ${Object.keys(RECORD_CHECKS).join(', ')}`);
  }

  const withStatus = raw['x-status'] !== false;
  const properties: Record<string, JsonSchema> = {
    ...own,
    ...(withStatus && !own.status ? { status: STATUS_PROPERTY } : {}),
  };
  for (const [name, system] of Object.entries(SYSTEM_PROPERTIES)) {
    properties[name] = { ...system, ...(own[name] ? { title: own[name].title ?? system.title } : {}) };
  }

  for (const [name, property] of Object.entries(own)) {
    const computed = property['x-computed'];
    if (computed !== undefined) {
      const fn = typeof computed === 'string' ? COMPUTED_FIELDS[computed] : undefined;
      if (!fn) throw new Error(`x-computed on "${name}" must name one of: ${Object.keys(COMPUTED_FIELDS).join(', ')}`);
      if (property.readOnly !== true) throw new Error(`x-computed property "${name}" must be readOnly: the server sets it`);
      for (const input of fn.inputs) if (!(input in own)) throw new Error(`x-computed "${computed}" on "${name}" reads "${input}", which is not a property`);
    }
    if (property['x-employee'] !== undefined && (property['x-employee'] !== true || property.type !== 'string')) {
      throw new Error(`x-employee on "${name}" must be true, on a string property`);
    }
  }
  const secret = (name: string) => own[name]?.writeOnly === true;
  for (const name of Object.keys(own)) {
    if (secret(name) && (own[name].readOnly || own[name].type !== 'string')) throw new Error(`writeOnly property "${name}" must be an editable string`);
  }
  const unique = (raw['x-unique'] as string[] | undefined) ?? ('name' in own ? ['name'] : []);
  for (const name of unique) if (!(name in own) || secret(name)) throw new Error(`x-unique names "${name}", which is not a property that can be shown`);
  const scalarNames = Object.keys(own).filter((name) => isScalar(own[name]) && name !== 'status' && !secret(name));
  const grid = (raw['x-grid'] as { columns?: string[]; searchable?: string[] } | undefined) ?? {};
  const columns = grid.columns ?? [...scalarNames, ...(withStatus ? ['status'] : [])];
  const searchable = grid.searchable ?? scalarNames.filter((name) => own[name].type === 'string');
  for (const name of [...columns, ...searchable]) {
    if (!(name in properties) || secret(name)) throw new Error(`x-grid names "${name}", which is not a property that can be shown`);
  }
  const scope = (raw['x-scope'] as string | undefined) ?? 'organization';
  if (scope !== 'organization' && scope !== 'global') throw new Error('x-scope must be "organization" or "global"');
  const table = raw['x-table'];
  if (table !== undefined && (typeof table !== 'string' || !/^[a-z][a-z0-9_]*$/.test(table))) throw new Error('x-table must be a table name');
  const ownerColumn = raw['x-owner-column'];
  if (ownerColumn !== undefined && (typeof ownerColumn !== 'string' || !/^[a-z][a-z0-9_]*$/.test(ownerColumn) || table === undefined)) {
    throw new Error('x-owner-column must be a column name, and needs x-table');
  }
  const alsoOwnedBy = raw['x-also-owned-by'];
  if (alsoOwnedBy !== undefined && (typeof alsoOwnedBy !== 'string' || !/^[a-z][a-z0-9_]*$/.test(alsoOwnedBy) || table === undefined)) {
    throw new Error('x-also-owned-by must be a column name, and needs x-table');
  }
  const minRows = raw['x-min-rows'];
  if (minRows !== undefined && !(Number.isInteger(minRows) && (minRows as number) >= 0)) throw new Error('x-min-rows must be a whole number');
  const readOnly = raw['x-read-only'];
  if (readOnly !== undefined && typeof readOnly !== 'boolean') throw new Error('x-read-only must be true or false');
  const lookup = lookupDeclaration(raw, properties, secret);
  const specApi = specRoutes(raw, { lookup: lookup !== undefined, status: withStatus, readOnly: readOnly === true, properties });
  const seed = raw['x-seed'];
  if (seed !== undefined && !Array.isArray(seed)) throw new Error('x-seed must be an array of rows');
  const importFormats = (raw['x-import-formats'] as ImportFormat[] | undefined) ?? [...IMPORT_FORMATS];
  if (!Array.isArray(importFormats) || importFormats.length === 0 || importFormats.some((format) => !IMPORT_FORMATS.includes(format))) {
    throw new Error(`x-import-formats must list some of ${IMPORT_FORMATS.join(', ')}`);
  }

  return {
    ...raw,
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    title: raw.title,
    additionalProperties: false,
    properties,
    required,
    'x-resource': resource,
    'x-menu': (raw['x-menu'] as string | undefined) ?? `/${resource}`,
    'x-scope': scope,
    'x-unique': unique,
    'x-grid': { columns, searchable },
    'x-lookup': lookup,
    'x-spec-api': specApi,
    'x-title-plural': (raw['x-title-plural'] as string | undefined) ?? raw.title,
    'x-seed': seed as Record<string, unknown>[] | undefined,
    'x-import-formats': importFormats,
  };
}

/** Checks and completes a file's `x-lookup`; undefined when the master is no look-up source. */
function lookupDeclaration(raw: JsonSchema, properties: Record<string, JsonSchema>, secret: (name: string) => boolean): LookupDeclaration | undefined {
  if (raw['x-reference'] !== undefined) throw new Error('x-reference is replaced by x-lookup: { "name", "label", "value", "fields" } (schemas/README.md)');
  const declared = raw['x-lookup'];
  if (declared === undefined) return undefined;
  if (!declared || typeof declared !== 'object' || Array.isArray(declared)) throw new Error('x-lookup must be an object: { "label": "<property>" }');
  const { name, label, value = 'id', fields = [], listedBy, ...unknown } = declared as Record<string, unknown>;
  if (Object.keys(unknown).length > 0) throw new Error(`x-lookup does not know ${Object.keys(unknown).map((key) => `"${key}"`).join(', ')}`);
  const shown = (keyword: string, property: unknown, types: string[]) => {
    if (typeof property !== 'string' || !(property in properties) || secret(property) || !types.includes(String(properties[property].type))) {
      throw new Error(`x-lookup ${keyword} names ${JSON.stringify(property)}, which is not a ${types.join(' or ')} property that can be shown`);
    }
    return property;
  };
  if (name !== undefined && (typeof name !== 'string' || !name.trim())) throw new Error('x-lookup name must be a non-empty text');
  if (!Array.isArray(fields)) throw new Error('x-lookup fields must be an array of property names');
  return {
    name: (name as string | undefined)?.trim() ?? String(raw.title),
    label: shown('label', label, ['string', 'integer', 'number']),
    value: shown('value', value, ['string', 'integer', 'number']),
    fields: fields.map((field) => shown('fields', field, ['string', 'integer', 'number', 'boolean', 'object', 'array'])),
    ...(listedBy === undefined ? {} : { listedBy: shown('listedBy', listedBy, ['string']) }),
  };
}

const SPEC_ROUTE = /^(GET|POST|PUT|DELETE) (\/[A-Za-z0-9_-]+(?:\/(?:[A-Za-z0-9_-]+|\{id\}))*)(?:\?(referenceName|formName|org))?$/;

/**
 * Checks a file's `x-spec-api`: `{ "PUT /grade-master/status/{id}": "status", … }`, each key a method
 * and a path (optionally `?referenceName` or `?formName` for a path several masters share, or `?org`
 * for a path that takes the spec's organisation in its query), each
 * value an operation of SPEC_OPERATIONS that suits the method and the master — or an object
 * `{ does, message?, formName?, property? }` where the spec words the answer otherwise.
 */
function specRoutes(raw: JsonSchema, master: { lookup: boolean; status: boolean; readOnly: boolean; properties: Record<string, JsonSchema> }): SpecRoute[] | undefined {
  const declared = raw['x-spec-api'];
  if (declared === undefined) return undefined;
  if (!declared || typeof declared !== 'object' || Array.isArray(declared)) throw new Error('x-spec-api must be an object: { "GET /path": "page", … }');
  return Object.entries(declared as Record<string, unknown>).map(([key, value]) => {
    const match = SPEC_ROUTE.exec(key);
    if (!match) throw new Error(`x-spec-api "${key}" must be a method and a path: "PUT /grade-master/status/{id}" (optionally ?referenceName, ?formName or ?org)`);
    const [, method, path, query] = match;
    const selectedBy = query === 'org' ? undefined : query;
    // "create", or { "does": "create", "message": "…", "formName": "…" } where the spec words it otherwise.
    const options = (value && typeof value === 'object' && !Array.isArray(value) ? value : { does: value }) as Record<string, unknown>;
    const { does, message, formName, property, ...unknown } = options;
    if (Object.keys(unknown).length > 0) throw new Error(`x-spec-api "${key}" does not know ${Object.keys(unknown).map((k) => `"${k}"`).join(', ')}`);
    if (typeof does !== 'string' || !(does in SPEC_OPERATIONS)) throw new Error(`x-spec-api "${key}" must name one of ${Object.keys(SPEC_OPERATIONS).join(', ')}`);
    const operation = does as SpecOperation;
    if (SPEC_OPERATIONS[operation] !== method) throw new Error(`x-spec-api "${key}": ${operation} is a ${SPEC_OPERATIONS[operation]}`);
    if (master.readOnly && method !== 'GET') throw new Error(`x-spec-api "${key}": the master is read-only`);
    if (operation === 'status' && !master.status) throw new Error(`x-spec-api "${key}": the master has no status`);
    if (selectedBy === 'referenceName' && !master.lookup) throw new Error(`x-spec-api "${key}": ?referenceName needs x-lookup, whose name selects the master`);
    if (operation === 'form' && selectedBy !== 'formName') throw new Error(`x-spec-api "${key}": a form definition is selected by ?formName`);
    for (const [keyword, text] of Object.entries({ message, formName })) {
      if (text !== undefined && (typeof text !== 'string' || !text.trim())) throw new Error(`x-spec-api "${key}": ${keyword} must be a non-empty text`);
    }
    if (operation === 'choices') {
      const enumerated = typeof property === 'string' ? master.properties[property]?.enum : undefined;
      if (!Array.isArray(enumerated)) throw new Error(`x-spec-api "${key}": choices needs "property", naming a property with an enum`);
    } else if (property !== undefined) throw new Error(`x-spec-api "${key}": only choices takes a property`);
    return {
      method,
      path,
      does: operation,
      ...(selectedBy ? { selectedBy: selectedBy as SpecSelector } : {}),
      ...(message ? { message: message as string } : {}),
      ...(formName ? { formName: formName as string } : {}),
      ...(property ? { property: property as string } : {}),
      ...(query === 'org' ? { orgQuery: true as const } : {}),
    };
  });
}

/** The schema a client's body is validated against: the editable fields only. */
export function writableSchema(master: MasterSchema): JsonSchema {
  const properties = Object.fromEntries(Object.entries(master.properties).filter(([, p]) => !p.readOnly));
  const { 'x-seed': _seed, ...rest } = master;
  return { ...rest, properties };
}

export function readOnlyNames(master: MasterSchema): string[] {
  return Object.entries(master.properties)
    .filter(([, p]) => p.readOnly)
    .map(([name]) => name);
}
