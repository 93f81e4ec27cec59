import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../shared/ajv.js';
import { normalizeMasterSchema, writableSchema, type JsonSchema } from '../../shared/masterSchema.js';
import { NAMED_RIGHTS } from '../auth/tenancy.js';
import { withColumnRanges } from './masterRouteSchemas.js';
import { SYSTEM_COLUMNS, sqlTypeOf, toSnake, type FieldDefinition, type MasterDefinition } from './MasterDefinition.js';

const SUFFIX = '.schema.json';

/**
 * Validators already compiled in this process, by the text of the schema they judge. Compiling is
 * most of the load, and a process loads the same folder more than once: the first start seeds with
 * it, each test file builds two apps (one per database kind), the heavy workers load it too.
 */
const compiledValidators = new Map<string, ValidateFunction>();

/**
 * Reads every schema file of the folder. A file that is not valid JSON, not a schema ajv can
 * compile, or breaks the product's rules stops start-up with a message naming the file.
 */
export function loadMasterSchemas(dir: string): MasterDefinition[] {
  if (!fs.existsSync(dir)) return [];
  let ajv: ReturnType<typeof createAjv> | undefined;
  const files = fs.readdirSync(dir).filter((file) => file.endsWith(SUFFIX)).sort();
  const definitions = files.map((file) => {
    const resource = file.slice(0, -SUFFIX.length);
    const fail = (problem: string): never => {
      throw new Error(`Schema ${path.join(dir, file)}: ${problem}`);
    };
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(resource)) fail('the file name must be the resource name: letters and digits only');
    let raw: JsonSchema;
    try {
      raw = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (err) {
      return fail(`not valid JSON (${(err as Error).message})`);
    }
    let schema;
    try {
      schema = normalizeMasterSchema(resource, raw);
    } catch (err) {
      return fail((err as Error).message);
    }
    let validate;
    try {
      const judged = withColumnRanges(writableSchema(schema));
      const text = JSON.stringify(judged);
      validate = compiledValidators.get(text);
      if (!validate) compiledValidators.set(text, (validate = (ajv ??= createAjv()).compile(judged)));
    } catch (err) {
      return fail(`not a valid JSON Schema (${(err as Error).message})`);
    }
    for (const [index, row] of (schema['x-seed'] ?? []).entries()) {
      if (!validate(row)) fail(`x-seed row ${index + 1} is invalid: ${(ajv ??= createAjv()).errorsText(validate.errors)}`);
    }
    for (const [name, property] of Object.entries(schema.properties)) {
      const right = property['x-write-right'];
      if (right !== undefined && !(typeof right === 'string' && right in NAMED_RIGHTS)) fail(`x-write-right on "${name}" must be one of: ${Object.keys(NAMED_RIGHTS).join(', ')}`);
    }
    const fields: FieldDefinition[] = Object.entries(schema.properties).map(([name, property]) => ({
      name,
      column: SYSTEM_COLUMNS[name] ?? toSnake(name),
      sqlType: sqlTypeOf(property),
      property,
      readOnly: Boolean(property.readOnly),
      writeOnly: property.writeOnly === true,
    }));
    return {
      name: resource,
      file: path.join(dir, file),
      schema,
      table: schema['x-table'] ?? `master_${toSnake(resource)}`,
      ownsTable: !schema['x-table'],
      fields,
      byName: new Map(fields.map((field) => [field.name, field])),
      validate,
    };
  });
  const tables = new Map<string, string>();
  // Several schemas may edit one product table (x-table); a table the engine owns has one schema.
  for (const definition of definitions.filter((d) => d.ownsTable)) {
    const clash = tables.get(definition.table);
    if (clash) throw new Error(`Schemas ${clash} and ${definition.file} map to the same table ${definition.table}`);
    tables.set(definition.table, definition.file);
  }
  // A select names its list by the look-up name alone, so two sources may not share one.
  const lookupNames = new Map<string, string>();
  for (const definition of definitions) {
    const lookup = definition.schema['x-lookup'];
    if (!lookup || lookup.listedBy) continue;
    const clash = lookupNames.get(lookup.name.toLowerCase());
    if (clash) throw new Error(`Schemas ${clash} and ${definition.file} both declare the look-up "${lookup.name}"`);
    lookupNames.set(lookup.name.toLowerCase(), definition.file);
  }
  return definitions;
}
