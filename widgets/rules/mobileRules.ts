import { COUNTRIES, DEFAULT_COUNTRY_ISO, type Country } from '../data/countries';
import { restrictInput } from './restrictInput';

/**
 * Mobile numbers (spec 002 §5): a country dial code and exactly 10 digits. The value is stored as
 * '+20 1012345678' so the chosen country survives a reload; schemas check it with
 * MOBILE_VALUE_PATTERN and the form says 'Mobile number must be 10 digits'.
 */

export const MOBILE_DIGITS = 10;
export const MOBILE_VALUE_PATTERN = '^\\+\\d{1,4} \\d{10}$';
export const MOBILE_DIGITS_MESSAGE = 'Mobile number must be 10 digits';

export interface MobileParts {
  dialCode?: string;
  number: string;
}

/** '+20 1012345678' → {dialCode: '+20', number: '1012345678'}; bare digits keep no dial code. */
export function parseMobileValue(value: unknown): MobileParts {
  if (typeof value !== 'string' || value === '') return { number: '' };
  const match = /^(\+\d{1,4})\s*(.*)$/.exec(value.trim());
  if (match) return { dialCode: match[1], number: match[2].replace(/\D/g, '') };
  return { number: value.replace(/\D/g, '') };
}

/** The stored value, or undefined when no digit was typed (so 'required' catches an empty number). */
export function formatMobileValue(dialCode: string, number: string): string | undefined {
  return number === '' ? undefined : `${dialCode} ${number}`;
}

/** Digits only, truncated to 10. */
export function restrictMobileDigits(text: string): string {
  return restrictInput(text, 'numeric', MOBILE_DIGITS, { allowDecimal: false });
}

/** A country by ISO code ('eg') or dial code ('+20'); the default country when unknown. */
export function findCountry(code: unknown): Country {
  const fallback = COUNTRIES.find((country) => country.iso === DEFAULT_COUNTRY_ISO) as Country;
  if (typeof code !== 'string' || code === '') return fallback;
  const wanted = code.trim().toUpperCase();
  const dial = wanted.startsWith('+') ? wanted : `+${wanted}`;
  return (
    COUNTRIES.find((country) => country.iso === wanted) ??
    COUNTRIES.find((country) => /^\+?\d+$/.test(wanted) && country.dialCode === dial) ??
    fallback
  );
}

/**
 * The country a stored dial code stands for. Several countries share one (+1 is the US and Canada),
 * so the one already chosen wins when it matches.
 */
export function countryForDialCode(dialCode: string | undefined, current: Country): Country {
  if (!dialCode || current.dialCode === dialCode) return current;
  return COUNTRIES.find((country) => country.dialCode === dialCode) ?? current;
}
