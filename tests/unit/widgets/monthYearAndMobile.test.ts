import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../widgets/data/countries';
import {
  countryForDialCode,
  findCountry,
  formatMobileValue,
  MOBILE_VALUE_PATTERN,
  parseMobileValue,
  restrictMobileDigits,
} from '../../../widgets/rules/mobileRules';
import { formatMonthYear, parseMonthYear, yearOptions } from '../../../widgets/rules/monthYearRules';

describe('month/year values', () => {
  it('parses yyyy-MM and yyyy', () => {
    expect(parseMonthYear('2025-03')).toEqual({ year: 2025, month: 3 });
    expect(parseMonthYear('2025')).toEqual({ year: 2025, month: undefined });
    expect(parseMonthYear('2025-13')).toEqual({});
    expect(parseMonthYear(undefined)).toEqual({});
  });

  it('formats only a complete choice', () => {
    expect(formatMonthYear({ year: 2025, month: 3 }, 'yyyy-MM')).toBe('2025-03');
    expect(formatMonthYear({ year: 2025 }, 'yyyy-MM')).toBeUndefined();
    expect(formatMonthYear({ month: 3 }, 'yyyy-MM')).toBeUndefined();
    expect(formatMonthYear({ year: 2025, month: 3 }, 'yyyy')).toBe('2025');
  });

  it('lists years newest first, keeping a stored one outside the range', () => {
    expect(yearOptions(2020, 2023)).toEqual([2023, 2022, 2021, 2020]);
    expect(yearOptions(2020, 2022, 1999)).toEqual([2022, 2021, 2020, 1999]);
  });
});

describe('mobile values', () => {
  it('keeps digits only, at most 10', () => {
    expect(restrictMobileDigits('(010) 1234-56789')).toBe('0101234567');
    expect(restrictMobileDigits('12.5')).toBe('125');
  });

  it('stores dial code and number together, nothing when empty', () => {
    expect(formatMobileValue('+20', '1012345678')).toBe('+20 1012345678');
    expect(formatMobileValue('+20', '')).toBeUndefined();
    expect(new RegExp(MOBILE_VALUE_PATTERN).test('+20 1012345678')).toBe(true);
    expect(new RegExp(MOBILE_VALUE_PATTERN).test('+20 101234567')).toBe(false);
  });

  it('splits a stored value', () => {
    expect(parseMobileValue('+971 501234567')).toEqual({ dialCode: '+971', number: '501234567' });
    expect(parseMobileValue('1012345678')).toEqual({ number: '1012345678' });
    expect(parseMobileValue(undefined)).toEqual({ number: '' });
  });

  it('finds countries by ISO or dial code, defaulting to Egypt', () => {
    expect(findCountry('in').name).toBe('India');
    expect(findCountry('+44').iso).toBe('GB');
    expect(findCountry(undefined).iso).toBe('EG');
    expect(findCountry('zz').iso).toBe('EG');
  });

  it('keeps the chosen country when another shares its dial code', () => {
    const canada = findCountry('CA');
    expect(countryForDialCode('+1', canada).iso).toBe('CA');
    expect(countryForDialCode('+1', findCountry('EG')).iso).toBe('US');
    expect(countryForDialCode(undefined, canada).iso).toBe('CA');
  });

  it('has a small list with unique ISO codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(COUNTRIES.map((country) => country.iso)).size).toBe(COUNTRIES.length);
  });
});
