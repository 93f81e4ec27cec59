import { useCallback } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useLookupOptions } from './hooks/useLookupOptions';
import { lookupContextOf } from './lookupContext';
import { SelectWidget } from './SelectWidget';
import { TextWidget } from './TextWidget';
import { stringOption } from './widgetOptions';

/**
 * A select whose options come from a look-up path that may depend on other fields of the form
 * (spec 002 §7: provider → server → port). ui:options: `source`, the path under /api with
 * `{field}` / `{object.field}` filled from the form's data; `freeText`, typed text when the list is
 * empty (a custom mail server). Disabled until the fields it depends on are filled. Needs the
 * form's `formContext.lookup` (widgets/lookupContext.ts).
 */
export function LookupWidget(props: WidgetProps) {
  const { options, value, onChange, registry } = props;
  const clear = useCallback(() => onChange(options.emptyValue), [onChange, options.emptyValue]);
  const lookup = useLookupOptions(stringOption(options, 'source'), lookupContextOf(registry.formContext), value, clear);
  if (options.freeText === true && !lookup.waiting && !lookup.loading && lookup.options.length === 0) {
    return <TextWidget {...props} options={{ restrict: 'all', ...options }} />;
  }
  return <SelectWidget {...props} disabled={props.disabled || lookup.waiting} options={{ ...options, enumOptions: lookup.options }} />;
}
