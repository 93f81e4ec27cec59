import { describe, expect, it } from 'vitest';
import { readHolidayBody } from '../../../src/server/holidays/holidayInput';

describe('a holiday body after its schema (docs/holidays.md)', () => {
  it('trims, defaults to all states, all locations and not restricted, and stores yes/no in one spelling', () => {
    const { input, errors } = readHolidayBody({ occasion: '  Pongal ', date: '2026-01-15', restrictedHoliday: ' YES ', discription: '   ' });
    expect(errors).toEqual([]);
    expect(input).toEqual({
      occasion: 'Pongal',
      date: '2026-01-15',
      discription: null,
      restrictedHoliday: 'Yes',
      allState: true,
      allLocation: true,
      stateList: [],
      locationList: [],
      file: null,
    });
    expect(readHolidayBody({ occasion: 'X', date: '2026-01-15' }).input.restrictedHoliday).toBe('No');
  });

  it('ignores the lists under "all", drops blank and repeated names, and refuses a holiday for nobody', () => {
    const covered = readHolidayBody({ occasion: 'X', date: '2026-01-15', allState: true, stateList: [{ name: 'Goa' }], allLocation: false, locationList: [{ name: ' Pune ' }, { name: 'pune' }, { name: '' }] });
    expect(covered.input.stateList).toEqual([]);
    expect(covered.input.locationList).toEqual(['Pune']);
    const nobody = readHolidayBody({ occasion: ' ', date: '2026-01-15', allState: false, stateList: [{ name: '  ' }], allLocation: false });
    expect(nobody.errors).toEqual([
      { field: 'occasion', message: 'Occasion is required' },
      { field: 'stateList', message: 'Select at least one state, or All States' },
      { field: 'locationList', message: 'Select at least one location, or All Locations' },
    ]);
  });
});
