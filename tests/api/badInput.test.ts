import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../src/server/auth/accessControl.js';
import { loadMasterSchemas } from '../../src/server/masters/loadMasterSchemas.js';
import type { JsonSchema } from '../../src/shared/masterSchema.js';
import { specMasterUpdates } from './fixtures/accessPlan.js';
import { changedTables, databaseFingerprint, editedBody, splitRoute } from '../helpers/routeWalk.js';
import { databaseKinds } from '../helpers/testDatabases.js';
import { bearer, startTestServer, type TestServer } from '../helpers/testServer.js';

/**
 * The bad-input walk (issue 8 §3, issue 17 §3): every declared /api route, signed in as ADMIN,
 * receives the classes of input that once gave 500s — a NUL byte in path, query, body, import cell
 * and uploaded file, numbers beyond any column (1e20), fractions and negatives where ids go, dates
 * that do not exist, references to rows that do not exist, wrong types, JSON nested past the
 * limit, bodies of the wrong or no content type, multipart without its boundary — and must answer each below 500 and write
 * nothing. The expectation is the product's rule, not the code: whatever a route accepts, none of
 * these may change a row. Field names and types come from the master schema files and the OpenAPI
 * document; inputs are sampled per field type so each route gets its classes in a few requests.
 */

const NUL = 'a\u0000b';
const BAD_DATES = ['2024-13-45', '+099999-01-01', '2023-02-29'];
const PATH_VALUES = ['a%00b', '1e20', '1.5', '-1', '99999999999999999999', 'abc'];
/** Query names a GET receives (all at once) when the route declares none, so an undeclared parse is still reached. */
const GENERIC_QUERY = ['range', 'sort', 'filter', 'format', 'id', 'empId', 'date', 'menuId', 'referenceName'];
const RANGES = ['[1e20,1e20]', '[0,1e20]', '[1.5,2]', '[-1,5]', '["a","b"]', '[0,99999999999999999999]', `["${NUL}"]`];
const SORTS = [`["${NUL}","ASC"]`, '["id","SIDEWAYS"]', '[1e20,"ASC"]', '["nope","ASC"]'];
/** JSON one level deeper than docs/input-validation.md allows (32), text/plain, no content type, multipart without its boundary. */
const REFUSED_BODIES: [string | undefined, string, string][] = [
  ['application/json', `{"a":${'['.repeat(32)}${']'.repeat(32)}}`, 'JSON nested 33 deep'],
  ['application/json', `{"rows":[{"name":${'['.repeat(5000)}${']'.repeat(5000)}}]}`, 'JSON nested 5,003 deep'],
  ['text/plain', 'x', 'text/plain body'],
  [undefined, 'x', 'body without content type'],
  ['multipart/form-data', 'x', 'multipart without boundary'],
];
/** Form fields that the forms read (chat message, pending request, ticket, document), each sent holding a NUL. */
const FORM_FIELD_NAMES = ['session_id', 'query', 'kind', 'action', 'feature', 'selfRequest', 'ticketDetails', 'documentType', 'remarks'];
/** Multipart forms as a browser sends them, each with a NUL somewhere: in a CSV's bytes, in every field's value, in the file's name. */
const NUL_UPLOADS = (() => {
  const boundary = 'bad-input-walk';
  const file = (name: string, content: string) => `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: text/csv\r\n\r\n${content}\r\n`;
  const field = (name: string, value: string) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const form = (parts: string[]) => ({ contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`) });
  return [
    { label: 'multipart file with NUL', ...form([file('rows.csv', `Name\r\nNul${NUL}Row`)]) },
    { label: 'multipart fields with NUL', ...form(FORM_FIELD_NAMES.map((name) => field(name, name === 'action' ? `{"reason":"a\\u0000b"}` : `Nul${NUL}Value`))) },
    { label: 'multipart file name with NUL', ...form([file(`ro${NUL}ws.pdf`, '%PDF-1.4 walk')]) },
  ];
})();
/** Routes whose success would end the walk's own session; their bad-input refusals are covered elsewhere. */
const SESSION_ENDING = new Set(['POST /api/users/auth/logout']);

const masters = loadMasterSchemas(path.resolve('schemas/masters'));
const masterByName = new Map(masters.map((m) => [m.name, m]));

/** Values a field of this schema type must refuse (sampled: the classes that reach that type's column). */
function badValues(property: JsonSchema | undefined): unknown[] {
  const isReference = (property?.['x-ui'] as { 'ui:widget'?: string } | undefined)?.['ui:widget'] === 'reference';
  switch (property?.type) {
    case 'integer':
      return isReference ? [1e20, 1.5, -1, 999999, 'x'] : [1e20, 1.5, 'x', NUL];
    case 'number':
      return ['x', NUL, { n: 1 }];
    case 'boolean':
      return ['x', NUL];
    case 'object':
      return ['x', [1e20]];
    case 'array':
      return ['x', [NUL], [1e20], [{ x: NUL }]];
    case 'string':
      if (property.format === 'date' || property.format === 'date-time') return [...BAD_DATES, NUL];
      return [NUL, 1e20, { x: 1 }];
    default:
      return [NUL, 1e20, 1.5, -1, ...BAD_DATES.slice(0, 2), { x: NUL }];
  }
}

/** Filter objects for a list: each field with the wrong values for its type, plus the search box. */
function badFilters(fields: Record<string, JsonSchema>): string[] {
  const filters: Record<string, unknown>[] = [{ q: NUL }, { q: 1e20 }, { id: 1e20 }, { id: [1.5, NUL] }, { nope: 1 }];
  for (const [name, property] of Object.entries(fields)) {
    for (const value of badValues(property).slice(0, 3)) filters.push({ [name]: value });
  }
  return filters.map((f) => JSON.stringify(f));
}

interface Operation {
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
}

/** The query names and body schema a route publishes in /api/openapi.json. */
function operationOf(document: any, method: string, url: string): Operation {
  const operation = document.paths?.[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  const query: Record<string, JsonSchema> = {};
  for (const parameter of operation?.parameters ?? []) if (parameter.in === 'query') query[parameter.name] = parameter.schema ?? {};
  return { query, body: operation?.requestBody?.content?.['application/json']?.schema };
}

describe.each(databaseKinds)('bad input on every declared route on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let document: any;
  beforeAll(async () => {
    // The processing loop is not the subject, and it writes days as shifts end by the wall clock,
    // which the snapshots of what a request wrote would count.
    server = await startTestServer(kind, { config: { attendanceProcessing: false } });
    token = (await server.login('ADMIN')).token;
    document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json', headers: bearer(token) })).json();
  });
  afterAll(() => server?.close());

  it('answers every bad request below 500 and writes nothing', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, payload?: unknown, label = '') => {
      const response = await server.app.inject({
        method: method as 'GET',
        url,
        headers: { ...bearer(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
      sent++;
      if (response.statusCode >= 500) failures.push(`${response.statusCode} ${method} ${url} ${label} ${response.body.slice(0, 200)}`);
      return response;
    };
    const sendRaw = async (method: string, url: string, contentType: string | undefined, payload: string | Buffer, label: string) => {
      const response = await server.app.inject({ method: method as 'POST', url, headers: { ...bearer(token), ...(contentType ? { 'content-type': contentType } : {}) }, payload });
      sent++;
      if (response.statusCode >= 500) failures.push(`${response.statusCode} ${method} ${url} ${label} ${response.body.slice(0, 200)}`);
    };
    // A real row of each master: bodies are that row with one field spoiled, so a missed check would really save.
    const sampleRow = async (name: string) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/${name}?range=[0,0]`, headers: bearer(token) });
      return response.statusCode === 200 ? ((response.json() as Record<string, unknown>[])[0] ?? undefined) : undefined;
    };

    const before = await databaseFingerprint(server.database.db);
    const routes = declaredRoutes(server.app).filter((r) => !SESSION_ENDING.has(`${r.method} ${r.url}`));
    let last = before;
    for (const route of routes) {
      if (process.env.BAD_INPUT_DEBUG) {
        const now = await databaseFingerprint(server.database.db);
        const diff = changedTables(last, now);
        if (diff.length) console.log('WROTE before', route.method, route.url, diff);
        last = now;
      }
      const master = masterByName.get(route.url.split('/')[2]);
      const isMasterRoute = master !== undefined && /^\/api\/\w+(\/:id|\/export|\/sample|\/import)?$/.test(route.url);
      const row = isMasterRoute ? await sampleRow(master.name) : undefined;
      const concrete = (url: string) =>
        url
          .replace(':folderName', 'idcard')
          .replace(':fileName', 'ADMIN.pdf')
          .replace(':id', String(row?.id ?? 1))
          .replace(/:\w+/g, '1');
      const operation = operationOf(document, route.method, route.url);
      const hasBody = !['GET', 'DELETE', 'HEAD'].includes(route.method);

      // Path: each parameter spoiled in turn.
      for (const parameter of route.url.match(/:\w+/g) ?? []) {
        for (const value of PATH_VALUES) {
          await send(route.method, concrete(route.url.replace(parameter, value)), hasBody ? {} : undefined, `path ${parameter}`);
        }
      }

      // Query: the published names (or a generic set) with each class; lists get their JSON parameters spoiled.
      if (route.method === 'GET') {
        const base = concrete(route.url);
        const names = Object.keys(operation.query);
        for (const value of [NUL, '1e20', '1.5', '-1', BAD_DATES[0], BAD_DATES[1]]) {
          const query = (name: string) => `${name}=${encodeURIComponent(value)}`;
          // Declared names one at a time; a route that declares none gets every generic name at once.
          if (names.length === 0) await send('GET', `${base}?${GENERIC_QUERY.map(query).join('&')}`, undefined, 'generic query');
          for (const name of names) await send('GET', `${base}?${query(name)}`, undefined, `query ${name}`);
        }
        const isList = names.includes('range') || names.includes('filter');
        if (isList) {
          const fields = master ? master.schema.properties : { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' }, actor: { type: 'string' }, entity: { type: 'string' } };
          for (const range of RANGES) await send('GET', `${base}?range=${encodeURIComponent(range)}`, undefined, 'range');
          for (const sort of SORTS) await send('GET', `${base}?sort=${encodeURIComponent(sort)}`, undefined, 'sort');
          // An export reads its filter through the list's parser: a sample of the filters suffices there.
          const filters = badFilters(fields as Record<string, JsonSchema>);
          for (const filter of route.url.endsWith('/export') ? filters.slice(0, 10) : filters) {
            await send('GET', `${base}?filter=${encodeURIComponent(filter)}`, undefined, `filter ${filter}`);
          }
        }
      }

      // Bodies no parser may let through (refused before sign-in and before any handler), on every route that reads a body.
      if (route.method !== 'GET') {
        const url = concrete(route.url);
        for (const [contentType, payload, label] of REFUSED_BODIES) await sendRaw(route.method, url, contentType, payload, label);
      }
      if (!hasBody) continue;
      const url = concrete(route.url);
      // Real uploads (a file the HTTP thread can see is unimportable, NUL-holding fields and file names) to every route, importing or not.
      for (const upload of NUL_UPLOADS) await sendRaw(route.method, url, upload.contentType, upload.body, upload.label);
      // Whole bodies of the wrong shape.
      for (const payload of [[], 'x', 1e20, null, { [NUL]: 1 }]) await send(route.method, url, payload, 'body shape');

      if (isMasterRoute && route.url.endsWith('/import')) {
        const record = Object.fromEntries(Object.entries(row ?? {}).filter(([name]) => !master.byName.get(name)?.readOnly));
        for (const field of master.fields.filter((f) => !f.readOnly && !f.writeOnly)) {
          // A sheet cell is text: a number in a text column is a text, so text columns get only what no text may hold.
          const cells = field.property.type === 'string' && !field.property.format ? [NUL] : badValues(field.property);
          for (const value of cells) {
            await send('POST', url, { rows: [{ ...record, [field.name]: typeof value === 'object' ? JSON.stringify(value) : value }] }, `import cell ${field.name}`);
          }
        }
        continue;
      }
      if (isMasterRoute) {
        // Create from a real row (its unique key taken, so only a missed check could reach the insert) or update that row.
        const base = row ?? {};
        for (const field of master.fields.filter((f) => !f.readOnly)) {
          for (const value of badValues(field.property)) {
            await send(route.method, url, { ...base, [field.name]: value }, `body ${field.name}=${JSON.stringify(value)}`);
          }
          if (field.property.type === 'object') {
            for (const [inner, property] of Object.entries(field.property.properties ?? {})) {
              for (const value of badValues(property)) {
                await send(route.method, url, { ...base, [field.name]: { [inner]: value } }, `body ${field.name}.${inner}`);
              }
            }
          }
        }
        if (route.method === 'PUT') for (const version of [1e20, 1.5, 'x', NUL]) await send('PUT', url, { ...base, version }, 'version');
        continue;
      }
      // Other routes: each published body property spoiled, with an array's items spoiled field by field.
      const properties = (operation.body?.properties ?? {}) as Record<string, JsonSchema>;
      for (const [name, property] of Object.entries(properties)) {
        for (const value of badValues(property)) await send(route.method, url, { [name]: value }, `body ${name}`);
        const items = property.items;
        if (property.type === 'array' && items) {
          const itemValues = items.type === 'object' ? Object.keys(items.properties ?? {}) : [];
          for (const inner of itemValues) {
            for (const value of badValues(items.properties![inner])) await send(route.method, url, { [name]: [{ [inner]: value }] }, `body ${name}[].${inner}`);
          }
          if (items.type !== 'object') for (const value of badValues(items)) await send(route.method, url, { [name]: [value] }, `body ${name}[]`);
        }
      }
      if (Object.keys(properties).length === 0) {
        for (const value of badValues(undefined)) await send(route.method, url, { id: value, name: value, value }, 'body generic');
      }
    }

    // The spec's update paths hold the grid's optimistic lock: a real change sent with a missing, bad
    // or stale version is refused, and the final fingerprint shows it wrote nothing (issue 17 §4).
    for (const [call, masterName] of specMasterUpdates()) {
      const row = await sampleRow(masterName);
      if (!row) continue;
      const { field, value } = editedBody(masterByName.get(masterName)!, row);
      const [method, address] = splitRoute(call);
      const url = address.replace(':id', String(row.id));
      for (const version of [undefined, -1, 1e20, 'x', '1', 1.5, NUL, (row.version as number) + 1]) {
        const fields = { id: row.id, [field]: value, ...(version === undefined ? {} : { version }) };
        const response = await send(method, url, url.includes('formName=') ? { formFields: fields } : fields, `spec version ${String(version)}`);
        if (response.statusCode < 400) failures.push(`${response.statusCode} ${call} with version ${String(version)}: not refused`);
      }
    }

    const after = await databaseFingerprint(server.database.db);
    console.info(`bad-input walk on ${kind}: ${routes.length} routes, ${sent} bad requests`);
    const changed = changedTables(before, after);
    expect(failures, `${failures.length} of ${sent} bad requests answered 5xx`).toEqual([]);
    expect(changed, 'tables written by bad requests').toEqual([]);
    expect(routes.length).toBeGreaterThan(300);
    expect(sent).toBeGreaterThan(8000);
  });
});
