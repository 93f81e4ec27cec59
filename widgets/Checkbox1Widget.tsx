import type { WidgetProps } from '@rjsf/utils';
import { CheckboxControl } from './CheckboxControl';

// Unticked stores nothing, so a required field ('I accept …') reports '{label} is required'
// instead of passing with false.
const trueOrNothing = (checked: boolean) => (checked ? true : undefined);

/** A single required-style checkbox (spec 002 §3 'checkbox1'): must be ticked when required. */
export function Checkbox1Widget(props: WidgetProps) {
  return <CheckboxControl props={props} toValue={trueOrNothing} />;
}
