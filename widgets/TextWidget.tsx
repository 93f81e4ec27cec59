import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useRestrictedText } from './hooks/useRestrictedText';
import { textFieldProps } from './textFieldProps';

/**
 * Single-line text (and number) input. ui:options: restrict ('alphabetic' default for text,
 * 'alphanumeric', 'numeric', 'ifsc', 'all'), maxLength, min, max.
 */
export function TextWidget(props: WidgetProps) {
  const { inputMode, maxLength, ...handlers } = useRestrictedText(props);
  return (
    <TextField
      {...textFieldProps(props)}
      {...handlers}
      type="text"
      slotProps={{ htmlInput: { inputMode, maxLength } }}
    />
  );
}
