import type { WidgetProps } from '@rjsf/utils';
import { MonthYearWidget } from '../../../widgets/MonthYearWidget';

/** The MonthYearWidget outside a form: the value as the API names a month, MM-YYYY. */
export function MonthField({ id, label, value, onChange, required }: { id: string; label: string; value: string | null; onChange(monthYear: string | null): void; required?: boolean }) {
  const stored = value ? `${value.slice(3)}-${value.slice(0, 2)}` : undefined;
  const props = {
    id,
    name: id,
    label,
    value: stored,
    required,
    options: { maxYear: new Date().getFullYear() },
    onChange: (next: string | undefined) => onChange(next ? `${next.slice(5, 7)}-${next.slice(0, 4)}` : null),
    onBlur: () => undefined,
    onFocus: () => undefined,
    schema: {},
    uiSchema: {},
    registry: {},
  } as unknown as WidgetProps;
  return <MonthYearWidget {...props} />;
}
