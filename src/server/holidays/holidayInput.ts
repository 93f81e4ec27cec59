import type { FieldError } from '../../shared/validationMessages.js';
import { ATTACHMENT_MAX_CHARS } from '../files/attachedFile.js';

/** Spec 002 §7: the body of POST /holidays/admin-holidays and PUT /holidays?id=. */
export interface HolidayBody {
  occasion: string;
  date: string;
  discription?: string | null;
  restrictedHoliday?: string;
  allState?: boolean;
  allLocation?: boolean;
  stateList?: { name: string }[];
  locationList?: { name: string }[];
  /** A new attachment as a data URL (the file widget's value), the stored name to keep it, or null/'' for none. */
  file?: string | null;
}

const nameList = (title: string, maxItems: number) => ({
  type: 'array',
  title,
  maxItems,
  items: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', title: 'Name', maxLength: 100 } } },
});

export const holidayBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['occasion', 'date'],
  properties: {
    occasion: { type: 'string', title: 'Occasion', maxLength: 100 },
    date: { type: 'string', title: 'Date', format: 'date' },
    discription: { type: ['string', 'null'], title: 'Description', maxLength: 500 },
    restrictedHoliday: { type: 'string', title: 'Restricted Holiday', pattern: '^\\s*([Yy][Ee][Ss]|[Nn][Oo])\\s*$' },
    allState: { type: 'boolean', title: 'All States' },
    allLocation: { type: 'boolean', title: 'All Locations' },
    stateList: nameList('States', 100),
    locationList: nameList('Locations', 200),
    file: { type: ['string', 'null'], title: 'Attachment', maxLength: ATTACHMENT_MAX_CHARS },
  },
} as const;

/** A holiday as the rules below leave it: trimmed, its lists emptied when "all" covers them, its type 'Yes' or 'No'. */
export interface HolidayInput {
  occasion: string;
  date: string;
  discription: string | null;
  restrictedHoliday: 'Yes' | 'No';
  allState: boolean;
  allLocation: boolean;
  stateList: string[];
  locationList: string[];
  file: string | null;
}

const distinctNames = (list: { name: string }[] | undefined) => {
  const seen = new Map<string, string>();
  for (const { name } of list ?? []) {
    const trimmed = name.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
};

/**
 * The rules the schema cannot say (docs/holidays.md; `format: date` refuses an impossible date): a
 * blank occasion, a holiday for no state or no location. All errors at once, each under its field.
 */
export function readHolidayBody(body: HolidayBody): { input: HolidayInput; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const occasion = body.occasion.trim();
  if (!occasion) errors.push({ field: 'occasion', message: 'Occasion is required' });
  const allState = body.allState ?? true;
  const allLocation = body.allLocation ?? true;
  const stateList = allState ? [] : distinctNames(body.stateList);
  const locationList = allLocation ? [] : distinctNames(body.locationList);
  if (!allState && stateList.length === 0) errors.push({ field: 'stateList', message: 'Select at least one state, or All States' });
  if (!allLocation && locationList.length === 0) errors.push({ field: 'locationList', message: 'Select at least one location, or All Locations' });
  const discription = body.discription?.trim() || null;
  const restrictedHoliday = (body.restrictedHoliday ?? 'No').trim().toLowerCase() === 'yes' ? 'Yes' : 'No';
  return { input: { occasion, date: body.date, discription, restrictedHoliday, allState, allLocation, stateList, locationList, file: body.file || null }, errors };
}
