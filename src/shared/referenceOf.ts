import type { JsonSchema } from './masterSchema.js';

/** Where a reference field's label comes from: the x-ui ui:options of a `reference` widget. */
export interface SchemaReference {
  /** The master the id points into, e.g. "menu". */
  resource: string;
  /** The property shown for the record, e.g. "text". */
  optionText: string;
}

/** The widget's own default (widgets/ReferenceWidget.tsx): the referenced record's `name`. */
const DEFAULT_OPTION_TEXT = 'name';

/**
 * A property the form picks with the reference widget (x-ui 'ui:widget': 'reference' and a
 * `resource`) holds another master's id; grids, print and export show that record's label instead.
 */
export function referenceOf(property: JsonSchema): SchemaReference | undefined {
  const ui = property['x-ui'];
  if (!ui || typeof ui !== 'object') return undefined;
  const node = ui as Record<string, unknown>;
  if (node['ui:widget'] !== 'reference') return undefined;
  const options = (node['ui:options'] ?? {}) as Record<string, unknown>;
  const resource = options.resource;
  if (typeof resource !== 'string' || resource === '') return undefined;
  const optionText = typeof options.optionText === 'string' && options.optionText !== '' ? options.optionText : DEFAULT_OPTION_TEXT;
  return { resource, optionText };
}
