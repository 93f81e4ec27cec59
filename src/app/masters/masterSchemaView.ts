import type { JsonSchema, MasterSchema } from '../../shared/masterSchema';
import { computedProperties, withComputedFields } from '../../shared/computedFields';
import { referenceOf, type SchemaReference } from '../../shared/referenceOf';
import type { MasterRecord } from './types';

/**
 * Pure readings of a master's normalised schema for the browser: the form's schema and uiSchema,
 * the grid's columns and the text of a cell. No React here, so all of it is testable in node.
 */

export const STATUS_FIELD = 'status';
export const ACTIVE = 'Active';
export const INACTIVE = 'Inactive';

/** Fields the form shows: every property that is not read-only, except status (it has its own action). */
export function editableNames(schema: MasterSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([name, property]) => !property.readOnly && name !== STATUS_FIELD)
    .map(([name]) => name);
}

export const UPLOAD_WIDGET = 'upload';

const widgetOf = (property: JsonSchema): unknown => {
  const ui = property['x-ui'];
  return ui && typeof ui === 'object' ? (ui as Record<string, unknown>)['ui:widget'] : undefined;
};

/**
 * Read-only properties with their own upload endpoint (x-ui 'ui:widget': 'upload', e.g. an
 * organisation's logo): never saved with the form, but shown in the edit form, where the widget
 * sends a chosen file at once. Adding has no record to upload for, so they are left out there.
 */
export function uploadNames(schema: MasterSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, property]) => property.readOnly === true && widgetOf(property) === UPLOAD_WIDGET)
    .map(([name]) => name);
}

/** Read-only properties the server computes from others (x-computed): the form shows them, live, unchangeable. */
export function computedNames(schema: MasterSchema): string[] {
  return computedProperties(schema.properties).map(([name]) => name);
}

/** The properties the form shows, in the file's order: the editable ones, the computed ones, and in the edit form the uploads. */
export function formNames(schema: MasterSchema, editing = false): string[] {
  const shown = new Set([...editableNames(schema), ...computedNames(schema), ...(editing ? uploadNames(schema) : [])]);
  return Object.keys(schema.properties).filter((name) => shown.has(name));
}

/** Root keywords the form's schema keeps; the x-… hints and the meta-schema stay with the server. */
const FORM_ROOT_KEYWORDS = ['type', 'additionalProperties', 'if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'dependentRequired', 'dependentSchemas', 'x-checks'];

/**
 * The schema RJSF renders: the editable properties (and, editing, the upload ones), the editable
 * ones' required list, no title (the dialog has one).
 */
export function formSchema(schema: MasterSchema, editing = false): JsonSchema {
  const names = formNames(schema, editing);
  const editable = editableNames(schema);
  const root: JsonSchema = {};
  for (const keyword of FORM_ROOT_KEYWORDS) if (schema[keyword] !== undefined) root[keyword] = schema[keyword];
  return {
    ...root,
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, schema.properties[name]])),
    required: schema.required.filter((name) => editable.includes(name)),
  };
}

type UiNode = Record<string, unknown>;

/**
 * The text widget restricts to letters by default (the generic form's rule, spec 002 §5); a master's
 * values ('A+', 'Band 1', 'Regular(S1)') need every character unless the schema's x-ui says otherwise.
 */
function freeTextDefault(property: JsonSchema): UiNode {
  const plainText = property.type === 'string' && !property.format && !property.enum && !property.readOnly;
  return plainText ? { restrict: 'all' } : {};
}

/** Each property's x-ui, nested objects included, plus the order of the file. */
export function formUiSchema(schema: JsonSchema): UiNode {
  const ui: UiNode = {};
  const properties = schema.properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    const own = property['x-ui'];
    const nested = property.type === 'object' && property.properties ? formUiSchema(property) : {};
    const ownNode = own && typeof own === 'object' ? (own as UiNode) : {};
    const options = { ...freeTextDefault(property), ...((ownNode['ui:options'] as UiNode | undefined) ?? {}) };
    const node = { ...ownNode, ...(Object.keys(options).length > 0 ? { 'ui:options': options } : {}), ...nested };
    if (Object.keys(node).length > 0) ui[name] = node;
  }
  const order = Object.keys(properties);
  if (order.length > 1) ui['ui:order'] = [...order, '*'];
  return ui;
}

/** The record's values the edit form shows: the editable ones and the uploads, the computed ones worked out from them. */
export function formDataOf(schema: MasterSchema, record: MasterRecord | undefined): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (!record) return data;
  for (const name of formNames(schema, true)) {
    if (record[name] !== undefined && record[name] !== null) data[name] = record[name];
  }
  return withComputedFields(schema.properties, data);
}

/** The form's data as the user changes it, with the computed properties following their inputs. */
export const liveFormData = (schema: MasterSchema, data: Record<string, unknown>) => withComputedFields(schema.properties, data);

type SpecMessageOperation = 'create' | 'update' | 'status' | 'delete';
const DEFAULT_MESSAGES: Record<SpecMessageOperation, (title: string) => string> = {
  create: (title) => `${title} added successfully`,
  update: (title) => `${title} updated successfully`,
  status: (title) => `${title} status updated successfully`,
  delete: (title) => `${title} deleted successfully`,
};

/** The toast after a change: the spec's own wording where the schema's x-spec-api gives one ('Shift Row Deleted Successfully'), as the server answers it. */
export function successMessage(schema: MasterSchema, operation: SpecMessageOperation): string {
  return schema['x-spec-api']?.find((route) => route.does === operation && route.message)?.message ?? DEFAULT_MESSAGES[operation](schema.title);
}

/**
 * What PUT receives: the record as read (id, version, status and the other read-only fields, which
 * the server ignores but needs the version of) with the form's fields replacing the editable ones —
 * a field the user emptied is left out, so the server clears it.
 */
export function updatedRecord(schema: MasterSchema, record: MasterRecord, formData: Record<string, unknown>): MasterRecord {
  const editable = new Set(editableNames(schema));
  const kept = Object.fromEntries(Object.entries(record).filter(([name]) => !editable.has(name)));
  const values = Object.fromEntries(Object.entries(formData).filter(([name, value]) => editable.has(name) && value !== undefined));
  return { ...kept, ...values } as MasterRecord;
}

/** The record with its status flipped (the Status row action). */
export function toggledStatus(record: MasterRecord): MasterRecord {
  return { ...record, [STATUS_FIELD]: record[STATUS_FIELD] === INACTIVE ? ACTIVE : INACTIVE };
}

/** Whether the row menu offers Status: the master has one and it is not display only (read-only: spec 001 §4's shifts). */
export const statusChangeable = (schema: MasterSchema) => STATUS_FIELD in schema.properties && schema.properties[STATUS_FIELD].readOnly !== true;

export type ColumnKind = 'text' | 'number' | 'boolean' | 'date' | 'dateTime' | 'status' | 'json' | 'reference';


export interface ColumnSpec {
  field: string;
  headerName: string;
  kind: ColumnKind;
  /** Only for kind 'reference'. */
  reference?: SchemaReference;
}

function kindOf(name: string, property: JsonSchema): ColumnKind {
  if (name === STATUS_FIELD) return 'status';
  switch (property.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
    case 'object':
      return 'json';
    default:
      return property.format === 'date' ? 'date' : property.format === 'date-time' ? 'dateTime' : 'text';
  }
}

/** The grid's columns, in the order of x-grid.columns. */
export function columnSpecs(schema: MasterSchema): ColumnSpec[] {
  return schema['x-grid'].columns
    .filter((name) => schema.properties[name])
    .map((name) => {
      const property = schema.properties[name];
      const headerName = property.title ?? name;
      const reference = name === STATUS_FIELD ? undefined : referenceOf(property);
      return reference ? { field: name, headerName, kind: 'reference', reference } : { field: name, headerName, kind: kindOf(name, property) };
    });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 000 §9: dates DD/MM/YYYY, times HH:mm. */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A cell as text (grid value formatting, print). */
export function cellText(kind: ColumnKind, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (kind) {
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'date':
      return formatDate(String(value));
    case 'dateTime':
      return formatDateTime(String(value));
    case 'json':
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    default:
      return String(value);
  }
}
