import { useState, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { allowedCharactersHint, clampNumericText, restrictInput } from '../rules/restrictInput';
import { displayText, emptyToOption } from '../textFieldProps';
import { textRuleFor } from '../widgetOptions';

/**
 * Change and blur handlers that apply the restriction, truncation and clamping rules of
 * spec 002 §5 to a text input (single- or multi-line). When a typed or pasted character is dropped,
 * `hint` says which characters the field takes, so nothing vanishes without a word.
 */
export function useRestrictedText(props: WidgetProps, multiline = false) {
  const { id, schema, options, value, onChange, onBlur, onFocus } = props;
  const rule = textRuleFor(schema, options, multiline);
  const numeric = rule.kind === 'numeric';
  const [dropped, setDropped] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const typed = event.target.value;
    const restrictions = { allowDecimal: rule.allowDecimal, allow: rule.allow };
    // Measured before truncation: maxLength cuts are the browser's own and need no hint.
    setDropped(restrictInput(typed, rule.kind, undefined, restrictions).length < typed.length);
    let text = restrictInput(typed, rule.kind, rule.maxLength, restrictions);
    // Only the maximum is enforced while typing: digits only make a number larger, whereas the
    // minimum would snap '5' to '10' before the user can type '50'. It is enforced on blur.
    if (numeric) text = clampNumericText(text, undefined, rule.max);
    onChange(emptyToOption(text, options));
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.target.value;
    if (numeric) {
      const clamped = clampNumericText(text.replace(/\.$/, ''), rule.min, rule.max);
      if (clamped !== text) onChange(emptyToOption(clamped, options));
    }
    setDropped(false);
    onBlur(id, text);
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, event.target.value);

  return {
    value: displayText(value),
    onChange: handleChange,
    onBlur: handleBlur,
    onFocus: handleFocus,
    // Brings up the digit keyboard on phones.
    inputMode: numeric ? (rule.allowDecimal ? 'decimal' : 'numeric') : undefined,
    maxLength: rule.maxLength,
    hint: dropped ? allowedCharactersHint(rule.kind, { allowDecimal: rule.allowDecimal, allow: rule.allow }) : undefined,
  } as const;
}
