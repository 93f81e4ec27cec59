import { describe, expect, it, vi } from 'vitest';
import { createHolidayCalendarStore, type HolidayCalendarApi } from '../../../resources/holidays/holidayCalendarStore';
import { HOLIDAY_MODES } from '../../../resources/holidays/holidayModes';
import type { HolidayRecord } from '../../../src/shared/holidayRecord';

const diwali: HolidayRecord = { id: 7, occasion: 'Diwali', date: '2026-11-08', discription: '', restrictedHoliday: 'No', allState: true, allLocation: true, stateList: [], locationList: [], file: null };

function fakeApi(overrides: Partial<HolidayCalendarApi> = {}): HolidayCalendarApi {
  return {
    fetchHolidays: vi.fn(async () => [diwali]),
    fetchPlaces: vi.fn(async () => ({ states: ['Karnataka', 'Kerala'], locations: [{ name: 'Bengaluru', state: 'Karnataka' }] })),
    fetchOwnPlace: vi.fn(async () => ({ location: 'Bengaluru', state: 'Karnataka' })),
    deleteHoliday: vi.fn(async () => null),
    notify: vi.fn(),
    ...overrides,
  };
}

const today = () => new Date(2026, 10, 20);

describe('holiday calendar store (spec 002 §2)', () => {
  it('starts the own-place screens at the employee’s state and location, and asks for nothing before', async () => {
    const api = fakeApi();
    const store = createHolidayCalendarStore(HOLIDAY_MODES.employeeholidays, api, today);
    await store.load();
    expect(api.fetchHolidays).toHaveBeenCalledTimes(1);
    expect(api.fetchHolidays).toHaveBeenCalledWith({ state: 'Karnataka', location: 'Bengaluru', month: '2026-11', type: 'No' });
    expect(store.getState()).toMatchObject({ holidays: [diwali], loading: false, states: ['Karnataka', 'Kerala'], locations: ['Bengaluru'] });
  });

  it('moves the month filter with the calendar and keeps the answer of the latest filters only', async () => {
    let answerOctober: (rows: HolidayRecord[]) => void = () => undefined;
    const fetchHolidays = vi.fn(async () => [diwali]);
    const api = fakeApi({ fetchHolidays });
    const store = createHolidayCalendarStore(HOLIDAY_MODES.adminHolidays, api, today);
    await store.load();
    fetchHolidays.mockImplementationOnce(() => new Promise((resolve) => (answerOctober = resolve)));
    store.navigate(new Date(2026, 9, 1));
    fetchHolidays.mockImplementationOnce(async () => []);
    store.changeFilters({ month: '2026-12' });
    await vi.waitFor(() => expect(store.getState().loading).toBe(false));
    answerOctober([diwali]);
    await new Promise(setImmediate);
    expect(store.getState()).toMatchObject({ filters: { month: '2026-12' }, holidays: [], date: new Date(2026, 11, 1) });
  });

  it('deletes after confirmation, says so, and reads the holidays again', async () => {
    const api = fakeApi();
    const store = createHolidayCalendarStore(HOLIDAY_MODES.adminHolidays, api, today);
    await store.load();
    store.select(diwali);
    store.askDelete(diwali);
    await store.confirmDelete();
    expect(api.deleteHoliday).toHaveBeenCalledWith(7);
    expect(api.notify).toHaveBeenCalledWith('Holiday deleted successfully', 'success');
    expect(store.getState()).toMatchObject({ deleting: null, selected: null, busy: false });
    expect(api.fetchHolidays).toHaveBeenCalledTimes(2);
  });
});
