import { describe, expect, it } from 'vitest';
import {
  dateInputStatus,
  formatDisplayDate,
  formatDisplayDateTime,
  formatStoredDate,
  isAllowedDateKey,
  isDateDisabled,
  maskDateInput,
  parseDisplayDate,
  parseStoredDate,
} from '../../../widgets/rules/dateRules';

const today = new Date(2025, 5, 15, 14, 30); // 15 June 2025, afternoon

describe('parseDisplayDate / formatDisplayDate', () => {
  it('parses DD/MM/YYYY', () => {
    const date = parseDisplayDate('05/03/2024');
    expect(date && formatStoredDate(date)).toBe('2024-03-05');
  });

  it('refuses incomplete and impossible dates', () => {
    expect(parseDisplayDate('5/3/2024')).toBeNull();
    expect(parseDisplayDate('31/02/2024')).toBeNull();
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('12/13/2024')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });

  it('formats stored values and dates', () => {
    expect(formatDisplayDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDisplayDate(new Date(2024, 0, 7))).toBe('07/01/2024');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
  });

  it('reads stored values strictly', () => {
    expect(parseStoredDate('2024-02-30')).toBeNull();
    expect(parseStoredDate('2024-2-3')).toBeNull();
    expect(parseStoredDate(20240203)).toBeNull();
  });
});

describe('maskDateInput', () => {
  it('inserts slashes before the 3rd and 5th digit', () => {
    expect(maskDateInput('1')).toBe('1');
    expect(maskDateInput('12')).toBe('12');
    expect(maskDateInput('123')).toBe('12/3');
    expect(maskDateInput('12032024')).toBe('12/03/2024');
    expect(maskDateInput('12/03/20245')).toBe('12/03/2024');
  });

  it('drops anything but digits and keeps a slash the user typed in place', () => {
    expect(maskDateInput('1a2b')).toBe('12');
    expect(maskDateInput('12/')).toBe('12/');
    expect(maskDateInput('12/03/')).toBe('12/03/');
    expect(maskDateInput('1/')).toBe('1');
  });
});

describe('isAllowedDateKey', () => {
  it('takes digits, slash and navigation keys only', () => {
    for (const key of ['0', '9', '/', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Home', 'End']) {
      expect(isAllowedDateKey(key)).toBe(true);
    }
    for (const key of ['a', '-', '.', ' ', 'e']) expect(isAllowedDateKey(key)).toBe(false);
  });

  it('lets shortcuts through', () => {
    expect(isAllowedDateKey('v', true)).toBe(true);
  });
});

describe('disabled dates', () => {
  it('disables past dates but not today', () => {
    expect(isDateDisabled(new Date(2025, 5, 14), { disablePast: true }, today)).toBe(true);
    expect(isDateDisabled(new Date(2025, 5, 15), { disablePast: true }, today)).toBe(false);
  });

  it('disables future dates but not today', () => {
    expect(isDateDisabled(new Date(2025, 5, 16), { disableFuture: true }, today)).toBe(true);
    expect(isDateDisabled(new Date(2025, 5, 15, 23), { disableFuture: true }, today)).toBe(false);
  });

  it('disables listed dates', () => {
    expect(isDateDisabled(new Date(2025, 11, 25), { disabledDates: ['2025-12-25'] }, today)).toBe(true);
    expect(isDateDisabled(new Date(2025, 11, 24), { disabledDates: ['2025-12-25'] }, today)).toBe(false);
  });
});

describe('dateInputStatus', () => {
  it('classifies what was typed', () => {
    expect(dateInputStatus('', {}, today)).toEqual({ kind: 'empty' });
    expect(dateInputStatus('12/0', {}, today)).toEqual({ kind: 'partial' });
    expect(dateInputStatus('31/02/2025', {}, today)).toEqual({ kind: 'invalid' });
    expect(dateInputStatus('01/01/2025', { disablePast: true }, today)).toEqual({ kind: 'disabled' });
    expect(dateInputStatus('01/07/2025', { disablePast: true }, today)).toEqual({ kind: 'valid', stored: '2025-07-01' });
  });
});

describe('formatDisplayDateTime', () => {
  it('shows an instant as DD/MM/YYYY HH:mm in local time, and nothing for what is not one', () => {
    expect(formatDisplayDateTime(new Date(2026, 10, 21, 9, 5).toISOString())).toBe('21/11/2026 09:05');
    expect(formatDisplayDateTime('')).toBe('');
    expect(formatDisplayDateTime('not a date')).toBe('');
    expect(formatDisplayDateTime(undefined)).toBe('');
  });
});

describe('DD-MM-YYYY (the Swipe Details day, spec 000 §9)', () => {
  it('masks, parses and formats with a dash', () => {
    expect(maskDateInput('12032026', '-')).toBe('12-03-2026');
    expect(maskDateInput('12-', '-')).toBe('12-');
    expect(formatDisplayDate('2026-03-12', '-')).toBe('12-03-2026');
    expect(parseDisplayDate('12/03/2026', '-')).toBeNull();
    expect(dateInputStatus('12-03-2026', {}, new Date(2026, 5, 1), '-')).toEqual({ kind: 'valid', stored: '2026-03-12' });
    expect(dateInputStatus('31-02-2026', {}, new Date(2026, 5, 1), '-')).toEqual({ kind: 'invalid' });
  });

  it('lets the dash through instead of the slash', () => {
    expect(isAllowedDateKey('-', false, '-')).toBe(true);
    expect(isAllowedDateKey('/', false, '-')).toBe(false);
  });
});
