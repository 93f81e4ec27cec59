import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Grid columns (of 12) a field takes from the small breakpoint up; on a phone every field takes the row. */
export type FieldColumns = 6 | 12;

/** Widgets whose content needs the whole row (a preview beside its button, a permission matrix). */
const WIDE_WIDGETS = ['upload', 'permissionMatrix'];

/**
 * Spec 002 §3 'Generic dynamic form field definition': fields sit two to a row (49% each) unless
 * marked `fullWidth` (ui:options). A group of fields (a nested object, a list) and a form's only
 * field take the whole row too, so neither is squeezed into half of it.
 */
export function fieldColumns(property: RJSFSchema | undefined, ui: UiSchema | undefined, visibleFields: number): FieldColumns {
  if (visibleFields <= 1) return 12;
  const options = (ui?.['ui:options'] ?? {}) as Record<string, unknown>;
  if (options.fullWidth === true) return 12;
  if (typeof ui?.['ui:widget'] === 'string' && WIDE_WIDGETS.includes(ui['ui:widget'])) return 12;
  if (ui?.['ui:field'] !== undefined) return 12;
  if (property?.type === 'object') return 12;
  const items = property?.items as RJSFSchema | undefined;
  if (property?.type === 'array' && !(items?.enum || items?.oneOf)) return 12;
  return 6;
}
