import { describe, expect, it } from 'vitest';
import { displayDate, eventTitle, LEGEND, monthEvents, monthOf, skeletonEvents, toHolidayEvent } from '../../../widgets/holidays/holidayEvents';
import type { HolidayRecord } from '../../../src/shared/holidayRecord';
import { formDataOf, payloadOf } from '../../../resources/holidays/holidayForm';

const holiday = (id: number, occasion: string, date: string, restrictedHoliday = 'No'): HolidayRecord => ({
  id,
  occasion,
  date,
  discription: '',
  restrictedHoliday,
  allState: true,
  allLocation: true,
  stateList: [],
  locationList: [],
  file: null,
});

describe('holiday calendar events (spec 002 §2, §3)', () => {
  it('cuts titles longer than 12 characters to 20 plus an ellipsis, as the spec states it', () => {
    expect(eventTitle('Christmas')).toBe('Christmas');
    expect(eventTitle('Twelve chars')).toBe('Twelve chars');
    expect(eventTitle('Thirteen char')).toBe('Thirteen char...');
    expect(eventTitle('Telangana Formation Day')).toBe('Telangana Formation ...');
  });

  it('draws holidays H dark blue on light blue and restricted ones L gold on light yellow, in any letter case', () => {
    expect(toHolidayEvent(holiday(1, 'Diwali', '2026-11-08'))).toMatchObject({ label: 'H', textColor: LEGEND.holiday.textColor, backgroundColor: LEGEND.holiday.backgroundColor });
    expect(toHolidayEvent(holiday(2, 'Holi', '2026-03-04', 'YES'))).toMatchObject({ label: 'L', textColor: LEGEND.restricted.textColor, backgroundColor: LEGEND.restricted.backgroundColor });
    expect(LEGEND.holiday.backgroundColor).not.toBe(LEGEND.restricted.backgroundColor);
  });

  it('shows at most three holidays a day, then a more-link counting the rest', () => {
    const events = monthEvents([
      holiday(1, 'A', '2026-03-19'),
      holiday(2, 'B', '2026-03-19'),
      holiday(3, 'C', '2026-03-19'),
      holiday(4, 'D', '2026-03-19'),
      holiday(5, 'E', '2026-03-19'),
      holiday(6, 'F', '2026-03-20'),
    ]);
    expect(events.map((e) => e.title)).toEqual(['A', 'B', 'C', 'F', '+2 more']);
    expect(events[4].more).toBe(2);
    expect(events[4].start).toEqual(new Date(2026, 2, 19));
  });

  it('fills the month with thirty skeleton events while loading, and reports months as yyyy-MM', () => {
    const skeleton = skeletonEvents('2026-02');
    expect(skeleton).toHaveLength(30);
    expect(skeleton.every((e) => e.placeholder)).toBe(true);
    expect(skeleton[0].start).toEqual(new Date(2026, 1, 1));
    expect(skeleton[29].start).toEqual(new Date(2026, 2, 2));
    expect(monthOf(new Date(2027, 0, 31))).toBe('2027-01');
    expect(displayDate('2026-08-15')).toBe('15-08-2026');
  });
});

describe('the holiday form', () => {
  it('sends the spec body: lists of names only when not "all", the current attachment kept on edit', () => {
    const current = { ...holiday(7, 'Pongal', '2026-01-15'), file: 'holiday-1-1.png', allState: false, stateList: [{ name: 'Tamil Nadu' }] };
    const data = formDataOf(current);
    expect(data).toMatchObject({ allState: false, stateList: ['Tamil Nadu'], allLocation: true, restrictedHoliday: 'No' });
    expect(payloadOf({ ...data, locationList: ['Pune'] }, current)).toEqual({
      occasion: 'Pongal',
      date: '2026-01-15',
      discription: '',
      restrictedHoliday: 'No',
      allState: false,
      allLocation: true,
      stateList: [{ name: 'Tamil Nadu' }],
      locationList: [],
      file: 'holiday-1-1.png',
    });
    expect(payloadOf({ ...data, removeFile: true }, current).file).toBeNull();
    expect(payloadOf({ ...data, removeFile: true, file: 'data:image/png;name=b.png;base64,AA==' }, current).file).toBe('data:image/png;name=b.png;base64,AA==');
    expect(payloadOf({ occasion: 'New', date: '2026-02-02', file: 'data:image/png;name=a.png;base64,AA==' }, null)).toMatchObject({ allState: true, restrictedHoliday: 'No', file: 'data:image/png;name=a.png;base64,AA==' });
  });
});
