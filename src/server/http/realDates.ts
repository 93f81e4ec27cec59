import { fullFormats } from 'ajv-formats/dist/formats.js';

const dateFormat = fullFormats.date as { validate: (text: string) => boolean };
const dateTimeFormat = fullFormats['date-time'] as { validate: (text: string) => boolean };

/**
 * A calendar date as the route schemas' `format: "date"` judges it (yyyy-MM-dd, a day that exists),
 * for dates that arrive inside JSON query parameters the schemas cannot see into.
 */
export const isRealDate = (text: string): boolean => dateFormat.validate(text);

/** A date, or a date and time with its zone (RFC 3339). */
export const isRealDateTime = (text: string): boolean => isRealDate(text) || dateTimeFormat.validate(text);
