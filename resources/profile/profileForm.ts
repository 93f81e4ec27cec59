import { formUiSchema } from '../../src/app/masters/masterSchemaView';
import type { JsonSchema } from '../../src/shared/masterSchema';
import { DOCUMENT_EXTENSIONS, documentTypesMessage, DOUBLE_EXTENSION_MESSAGE, extensionOf, type ProfileSchema } from '../../src/shared/profileSections';

/** Root keywords the form keeps; the x-… hints stay with the server. */
const FORM_ROOT_KEYWORDS = ['type', 'additionalProperties'];

/** A select's choice as the section's call answers it (a look-up's name, an Emp ID and its label). */
export interface SectionChoice {
  value: string;
  label: string;
}

/**
 * A field picked from a look-up (x-source): a select of the choices the server answered, the same
 * as Add Employee's; the value the section holds is kept as a choice even when the list no longer has it.
 */
function withChoices(property: ProfileSchema['properties'][string], choices: readonly SectionChoice[] | undefined, current: unknown) {
  if (!choices) return property;
  const list = typeof current === 'string' && current !== '' && !choices.some((choice) => choice.value === current) ? [...choices, { value: current, label: current }] : choices;
  return { ...property, oneOf: list.map((choice) => ({ const: choice.value, title: choice.label })) };
}

/**
 * The section's form: every field of its schema, the ones the caller may not change read-only
 * (the schema's split, as the server answers it in `editable`), the look-up fields as selects of
 * `options`, no title (the page has one).
 */
export function sectionFormSchema(
  schema: ProfileSchema,
  editable: readonly string[],
  options: Readonly<Record<string, readonly SectionChoice[]>> = {},
  values: Readonly<Record<string, unknown>> = {},
): JsonSchema {
  const root: JsonSchema = {};
  for (const keyword of FORM_ROOT_KEYWORDS) if (schema[keyword] !== undefined) root[keyword] = schema[keyword];
  return {
    ...root,
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        editable.includes(name) ? withChoices(property, options[name], values[name]) : { ...property, readOnly: true },
      ]),
    ) as JsonSchema['properties'],
  };
}

export const sectionUiSchema = (schema: ProfileSchema) => formUiSchema(schema as unknown as JsonSchema);

/** What a save sends: only the editable fields the user changed (a partial update; the server changes only what it names). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, editable: readonly string[]): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const name of editable) {
    if (JSON.stringify(before[name] ?? null) === JSON.stringify(after[name] ?? null)) continue;
    // RJSF drops an emptied field; a text field is cleared by sending '', others keep their value.
    if (after[name] === undefined) {
      if (typeof before[name] === 'string') changes[name] = '';
      continue;
    }
    changes[name] = after[name];
  }
  return changes;
}

/** Spec 002 §5 'File upload': one extension only, an accepted type; the server checks the same and the bytes. */
export function fileProblem(name: string): string | null {
  if (name.split('.').length > 2) return DOUBLE_EXTENSION_MESSAGE;
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name))) return documentTypesMessage(DOCUMENT_EXTENSIONS);
  return null;
}
