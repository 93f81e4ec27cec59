import type { WidgetProps } from '@rjsf/utils';
import { CheckboxControl } from './CheckboxControl';

const toBoolean = (checked: boolean) => checked;

/** A boolean as a labelled checkbox; stores true or false. */
export function CheckboxWidget(props: WidgetProps) {
  return <CheckboxControl props={props} toValue={toBoolean} />;
}
