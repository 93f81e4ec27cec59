import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ariaDescribedByIds, deepEquals, labelValue, optionId, type WidgetProps } from '@rjsf/utils';
import { isDisabledOption, selectOptions } from './selectOptions';
import { booleanOption } from './widgetOptions';

/** Radio group over RJSF's enumOptions. ui:options.inline lays the choices out in a row. */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, schema, options, label, hideLabel, required, disabled, readonly, onChange, onBlur, onFocus } =
    props;
  const choices = selectOptions(schema, options);
  // Radios carry the option's index: option values may be numbers or booleans, inputs hold strings.
  const selectedIndex = choices.findIndex((option) => deepEquals(option.value, value));
  return (
    <>
      {labelValue(
        <FormLabel required={required} htmlFor={id}>
          {label || undefined}
        </FormLabel>,
        hideLabel,
      )}
      <RadioGroup
        id={id}
        name={htmlName || id}
        row={booleanOption(options, 'inline')}
        value={selectedIndex === -1 ? '' : String(selectedIndex)}
        onChange={(_, index) => onChange(choices[Number(index)]?.value ?? options.emptyValue)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-describedby={ariaDescribedByIds(id)}
      >
        {choices.map((option, index) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(index)}
            label={option.label}
            disabled={disabled || readonly || isDisabledOption(option, options)}
            control={<Radio id={optionId(id, index)} />}
          />
        ))}
      </RadioGroup>
    </>
  );
}
