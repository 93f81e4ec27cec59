import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { HolidayRecord } from '../../src/shared/holidayRecord';
import type { HolidayPayload } from './holidaysApi';

/** The add/edit form's data: lists as names (multiple selects), the attachment as a newly chosen file only. */
export interface HolidayFormData {
  occasion?: string;
  date?: string;
  discription?: string;
  restrictedHoliday?: 'Yes' | 'No';
  allState?: boolean;
  stateList?: string[];
  allLocation?: boolean;
  locationList?: string[];
  file?: string;
  /** Editing a holiday with an attachment: drop it. */
  removeFile?: boolean;
}

const choices = (options: readonly string[], chosen: readonly string[] = []) => {
  const all = [...new Set([...options, ...chosen])];
  // A multiple select needs at least one option to offer; an empty list offers nothing choosable.
  return all.length > 0 ? all : [''];
};

/** The form's schema: spec 002 §3 holiday fields; the state and location lists only when not "all". */
export function holidayFormSchema(states: readonly string[], locations: readonly string[], data: HolidayFormData, current: HolidayRecord | null): RJSFSchema {
  return {
    type: 'object',
    required: ['occasion', 'date', 'restrictedHoliday'],
    properties: {
      occasion: { type: 'string', title: 'Occasion', maxLength: 100 },
      date: { type: 'string', title: 'Date', format: 'date' },
      restrictedHoliday: { type: 'string', title: 'Restricted Holiday', enum: ['No', 'Yes'] },
      discription: { type: 'string', title: 'Description', maxLength: 500 },
      allState: { type: 'boolean', title: 'All States' },
      ...(data.allState === false ? { stateList: { type: 'array', title: 'States', uniqueItems: true, items: { type: 'string', enum: choices(states, data.stateList) } } } : {}),
      allLocation: { type: 'boolean', title: 'All Locations' },
      ...(data.allLocation === false ? { locationList: { type: 'array', title: 'Locations', uniqueItems: true, items: { type: 'string', enum: choices(locations, data.locationList) } } } : {}),
      file: { type: 'string', title: 'Attachment', format: 'data-url' },
      ...(current?.file ? { removeFile: { type: 'boolean', title: 'Remove the current attachment' } } : {}),
    },
  } as RJSFSchema;
}

export function holidayFormUiSchema(current: HolidayRecord | null): UiSchema<HolidayFormData> {
  return {
    'ui:order': ['occasion', 'date', 'restrictedHoliday', 'discription', 'allState', 'stateList', 'allLocation', 'locationList', 'file', 'removeFile'],
    occasion: { 'ui:options': { restrict: 'all' } },
    date: { 'ui:widget': 'date' },
    restrictedHoliday: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
    discription: { 'ui:widget': 'textarea', 'ui:options': { restrict: 'all', fullWidth: true } },
    allState: { 'ui:widget': 'checkbox' },
    allLocation: { 'ui:widget': 'checkbox' },
    stateList: { 'ui:widget': 'multipleSelect' },
    locationList: { 'ui:widget': 'multipleSelect' },
    removeFile: { 'ui:widget': 'checkbox' },
    file: {
      'ui:widget': 'file',
      'ui:options': { accept: ['pdf', 'png', 'jpeg', 'jpg'], message: current?.file ? 'Choose a file to replace the current attachment' : 'PDF or image, at most 2 MB' },
    },
  };
}

export function formDataOf(holiday: HolidayRecord | null): HolidayFormData {
  if (!holiday) return { restrictedHoliday: 'No', allState: true, allLocation: true };
  return {
    occasion: holiday.occasion,
    date: holiday.date,
    discription: holiday.discription,
    restrictedHoliday: holiday.restrictedHoliday.trim().toLowerCase() === 'yes' ? 'Yes' : 'No',
    allState: holiday.allState,
    stateList: holiday.stateList.map((s) => s.name),
    allLocation: holiday.allLocation,
    locationList: holiday.locationList.map((l) => l.name),
  };
}

/** The spec's body from the form; an edit without a new file keeps the current attachment unless told to remove it. */
export function payloadOf(data: HolidayFormData, current: HolidayRecord | null): HolidayPayload {
  const allState = data.allState !== false;
  const allLocation = data.allLocation !== false;
  return {
    occasion: data.occasion ?? '',
    date: data.date ?? '',
    discription: data.discription ?? '',
    restrictedHoliday: data.restrictedHoliday === 'Yes' ? 'Yes' : 'No',
    allState,
    allLocation,
    stateList: allState ? [] : (data.stateList ?? []).filter(Boolean).map((name) => ({ name })),
    locationList: allLocation ? [] : (data.locationList ?? []).filter(Boolean).map((name) => ({ name })),
    file: data.file || (data.removeFile ? null : current?.file) || null,
  };
}
