import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useRestrictedText } from './hooks/useRestrictedText';
import { textFieldProps } from './textFieldProps';
import { numberOption } from './widgetOptions';

/** Spec 002 §3: 'Textarea has 2 rows'. */
export const TEXTAREA_ROWS = 2;

/** Multi-line text with the same restrictions as TextWidget (numeric takes no dot here). ui:options.rows overrides the 2 rows. */
export function TextareaWidget(props: WidgetProps) {
  const { inputMode, maxLength, hint, ...handlers } = useRestrictedText(props, true);
  return (
    <TextField
      {...textFieldProps(props)}
      {...handlers}
      helperText={hint}
      multiline
      rows={numberOption(props.options, 'rows') ?? TEXTAREA_ROWS}
      slotProps={{ htmlInput: { inputMode, maxLength } }}
    />
  );
}
