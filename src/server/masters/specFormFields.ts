import type { JsonSchema } from '../../shared/masterSchema.js';
import { labelOf } from '../../shared/validationMessages.js';
import type { MasterDefinition } from './MasterDefinition.js';

/** One field of spec 002 §3's dynamic form definition. */
export interface SpecFormField {
  fieldId: string;
  fieldName: string;
  /** A type of the generic form (spec 002 §3): text, email, password, textarea, select, checkbox, date, … */
  type: string;
  /** A select's choices, as value and label. */
  option: { value: unknown; label: string }[];
  placeholder: string;
  required: boolean;
}

function formType(property: JsonSchema): string {
  const widget = (property['x-ui'] as Record<string, unknown> | undefined)?.['ui:widget'];
  if (property.writeOnly) return 'password';
  if (property.enum) return 'select';
  if (property.type === 'boolean') return 'checkbox';
  if (property.type === 'integer' || property.type === 'number') return 'number';
  if (property.format === 'email') return 'email';
  if (property.format === 'date') return 'date';
  if (widget === 'textarea') return 'textarea';
  return 'text';
}

/**
 * The form a spec client renders for a master (GET /forms?formName=…): the fields a user fills in,
 * from the same schema the server validates with. System fields and the status (changed by its own
 * call) are not in it.
 */
export function specFormFields(definition: MasterDefinition): SpecFormField[] {
  const { properties, required } = definition.schema;
  return definition.fields
    .filter((field) => !field.readOnly && field.name !== 'status' && ['string', 'integer', 'number', 'boolean'].includes(String(field.property.type)))
    .map(({ name, property }) => {
      const fieldName = labelOf(name, properties);
      const type = formType(property);
      return {
        fieldId: name,
        fieldName,
        type,
        option: (property.enum ?? []).map((value) => ({ value, label: String(value) })),
        placeholder: type === 'select' || type === 'checkbox' ? `Select ${fieldName}` : `Enter ${fieldName}`,
        required: required.includes(name),
      };
    });
}
