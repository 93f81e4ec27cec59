import type { RegistryWidgetsType } from '@rjsf/utils';
import { Checkbox1Widget } from './Checkbox1Widget';
import { CheckboxWidget } from './CheckboxWidget';
import { ColorWidget } from './ColorWidget';
import { DateTimeWidget } from './DateTimeWidget';
import { DateWidget } from './DateWidget';
import { EmailWidget } from './EmailWidget';
import { FileWidget } from './FileWidget';
import { LookupWidget } from './LookupWidget';
import { MobileWidget } from './MobileWidget';
import { MonthYearWidget } from './MonthYearWidget';
import { MultipleSelectWidget } from './MultipleSelectWidget';
import { PasswordWidget } from './PasswordWidget';
import { RadioWidget } from './RadioWidget';
import { ReferenceWidget } from './ReferenceWidget';
import { SelectWidget } from './SelectWidget';
import { TextareaWidget } from './TextareaWidget';
import { TextWidget } from './TextWidget';
import { TimeWidget } from './TimeWidget';
import { UploadWidget } from './UploadWidget';

/**
 * The product's RJSF widgets. The short names are what `ui:widget` (a master's `x-ui`) names.
 * The PascalCase keys replace RJSF's standard widgets, which RJSF picks by itself from the schema
 * (string → TextWidget, format email/date/color/time/data-url, enum → SelectWidget, boolean →
 * CheckboxWidget), so a property without `x-ui` still gets the product's widget.
 *
 * SchemaForm is not re-exported here (it imports this map); import it from 'widgets/SchemaForm'.
 */
export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  email: EmailWidget,
  password: PasswordWidget,
  textarea: TextareaWidget,
  mobile: MobileWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkbox1: Checkbox1Widget,
  date: DateWidget,
  monthYear: MonthYearWidget,
  time: TimeWidget,
  color: ColorWidget,
  multipleSelect: MultipleSelectWidget,
  file: FileWidget,
  reference: ReferenceWidget,
  lookup: LookupWidget,
  upload: UploadWidget,
  TextWidget,
  EmailWidget,
  PasswordWidget,
  TextareaWidget,
  SelectWidget,
  CheckboxWidget,
  DateWidget,
  DateTimeWidget,
  ColorWidget,
  RadioWidget,
  TimeWidget,
  FileWidget,
};

export { formValidator, transformErrors, createTransformErrors } from './formValidator';
export { toErrorSchema } from './toErrorSchema';
export {
  Checkbox1Widget,
  CheckboxWidget,
  ColorWidget,
  DateTimeWidget,
  DateWidget,
  EmailWidget,
  FileWidget,
  LookupWidget,
  MobileWidget,
  MonthYearWidget,
  MultipleSelectWidget,
  PasswordWidget,
  RadioWidget,
  ReferenceWidget,
  SelectWidget,
  TextareaWidget,
  TextWidget,
  TimeWidget,
  UploadWidget,
};
export type { UploadFormContext, UploadTransport } from './uploadContext';
export type { LookupFormContext } from './lookupContext';
export { UPLOAD_CONTEXT_KEY } from './uploadContext';
export { MOBILE_VALUE_PATTERN } from './rules/mobileRules';
