import type { TextFieldProps } from '@mui/material/TextField';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/**
 * The TextField props every input widget shares: identity, label, required asterisk, disabled and
 * error state. Errors themselves are printed under the field by RJSF's FieldErrorTemplate.
 */
export function textFieldProps(props: WidgetProps): TextFieldProps {
  const { id, htmlName, label, hideLabel, required, disabled, readonly, rawErrors, autofocus, placeholder } = props;
  return {
    id,
    name: htmlName || id,
    label: labelValue(label || undefined, hideLabel, undefined),
    required,
    // Read-only renders as disabled, as @rjsf/mui does: MUI has no read-only look.
    disabled: disabled || readonly,
    error: (rawErrors?.length ?? 0) > 0,
    autoFocus: autofocus,
    placeholder: placeholder || undefined,
    fullWidth: true,
    'aria-describedby': ariaDescribedByIds(id),
  };
}

/** The value RJSF stores for an emptied input (undefined unless ui:emptyValue says otherwise). */
export function emptyToOption(text: string, options: WidgetProps['options']): unknown {
  return text === '' ? options.emptyValue : text;
}

/** Values arrive as strings, numbers or undefined; inputs want a string. */
export function displayText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}
