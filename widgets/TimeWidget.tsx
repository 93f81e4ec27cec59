import type { WidgetProps } from '@rjsf/utils';
import { displayText, emptyToOption, textFieldProps } from './textFieldProps';
import { TimeOfDayField } from './TimeOfDayField';

/**
 * Time of day as HH:mm, 24-hour (spec 001 §9, spec 002 §9). Validate with a pattern such as
 * '^\d{2}:\d{2}$' rather than `format: "time"`, which requires seconds and a time zone.
 */
export function TimeWidget(props: WidgetProps) {
  const { id, value, options, onChange, onBlur, onFocus } = props;
  const field = textFieldProps(props);
  const text = displayText(value).slice(0, 5);
  return (
    <TimeOfDayField
      id={id}
      name={field.name}
      label={field.label as string | undefined}
      required={field.required}
      disabled={field.disabled}
      error={field.error}
      fullWidth
      size="medium"
      value={text}
      onChange={(next) => onChange(emptyToOption(next, options))}
      onBlur={() => onBlur(id, text)}
      onFocus={() => onFocus(id, text)}
    />
  );
}
