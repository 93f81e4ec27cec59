import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';

/** The labelled checkbox both checkbox widgets draw; they differ only in what a tick stores. */
export function CheckboxControl({ props, toValue }: { props: WidgetProps; toValue: (checked: boolean) => unknown }) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <FormControlLabel
      required={required}
      label={labelValue(label, hideLabel, false)}
      control={
        <Checkbox
          id={id}
          name={htmlName || id}
          checked={value === true}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(_, checked) => onChange(toValue(checked))}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{ input: { 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      }
    />
  );
}
