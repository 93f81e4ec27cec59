import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useRestrictedText } from './hooks/useRestrictedText';
import { textFieldProps } from './textFieldProps';

/**
 * Single-line text (and number) input. ui:options: restrict ('alphabetic' default for text,
 * 'alphanumeric', 'numeric', 'ifsc', 'all'), allow (extra characters), maxLength, min, max. A dropped
 * character shows which ones the field takes under it.
 */
export function TextWidget(props: WidgetProps) {
  const { inputMode, maxLength, hint, ...handlers } = useRestrictedText(props);
  return (
    <TextField
      {...textFieldProps(props)}
      {...handlers}
      helperText={hint}
      type="text"
      slotProps={{ htmlInput: { inputMode, maxLength } }}
    />
  );
}
