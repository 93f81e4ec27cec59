import { useReferenceOptions } from './hooks/useReferenceOptions';

export interface ReferenceLabelProps {
  /** The API list the id points into, e.g. "menu" (a property's x-ui ui:options.resource). */
  resource: string;
  /** The property shown for the record, e.g. "text" (ui:options.optionText). */
  optionText: string;
  value: unknown;
}

/**
 * The text of an integer foreign key, for a grid cell or a read-only view: the same list the
 * ReferenceWidget reads (one cached request per resource, however many cells ask), '#id' for an
 * id it does not hold, the id itself while the list loads.
 */
export function ReferenceLabel({ resource, optionText, value }: ReferenceLabelProps) {
  const { selected, loading } = useReferenceOptions(resource, optionText, value);
  if (value === undefined || value === null || value === '') return null;
  return <>{loading || !selected ? String(value) : selected.label}</>;
}
