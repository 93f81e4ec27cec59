import { Views, type View } from 'react-big-calendar';
import { createPageStore, type PageStore } from '../../src/app/pageStore/createPageStore';
import type { ToastSeverity } from '../../src/app/toast/toastGate';
import type { HolidayRecord } from '../../src/shared/holidayRecord';
import { localDate, monthOf } from '../../widgets/holidays/holidayEvents';
import type { HolidayFilters } from '../../widgets/holidays/HolidayFilterPanel';
import type { HolidayMode } from './holidayModes';

type Place = { location: string; state: string | null };
type Places = { states: string[]; locations: { name: string; state: string | null }[] };

/** The calls the holiday screens make (holidaysApi), and the toast. */
export interface HolidayCalendarApi {
  fetchHolidays(filters: HolidayFilters): Promise<HolidayRecord[]>;
  fetchPlaces(): Promise<Places>;
  fetchOwnPlace(): Promise<Place | null>;
  deleteHoliday(id: number): Promise<unknown>;
  notify(message: string, severity: ToastSeverity): void;
}

export interface HolidayCalendarState {
  filters: HolidayFilters;
  ownPlace: Place | null;
  holidays: HolidayRecord[];
  /** Until the holidays of the current filters (and, for the own-place screens, the place) are in. */
  loading: boolean;
  states: string[];
  locations: string[];
  view: View;
  date: Date;
  filtersOpen: boolean;
  /** The holiday in the details dialog. */
  selected: HolidayRecord | null;
  /** The holiday in the form, 'new' for Add Holiday. */
  editing: HolidayRecord | 'new' | null;
  /** The holiday whose deletion waits for confirmation. */
  deleting: HolidayRecord | null;
  busy: boolean;
}

export interface HolidayCalendarActions {
  load(): Promise<void>;
  changeFilters(change: Partial<HolidayFilters>): void;
  /** The calendar moved: the month filter follows it (spec 002 §2 "reported as yyyy-MM"). */
  navigate(date: Date): void;
  reset(): void;
  setView(view: View): void;
  toggleFilters(): void;
  select(holiday: HolidayRecord | null): void;
  startAdd(): void;
  startEdit(holiday: HolidayRecord): void;
  closeForm(): void;
  /** The form saved: closed, and the holidays read again. */
  saved(): void;
  askDelete(holiday: HolidayRecord | null): void;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
}

export type HolidayCalendarStore = PageStore<HolidayCalendarState, HolidayCalendarActions>;

const initialFilters = (mode: HolidayMode, today: Date, place?: Place | null): HolidayFilters => ({
  state: mode.ownPlace ? (place?.state ?? '') : '',
  location: mode.ownPlace ? (place?.location ?? '') : '',
  month: monthOf(today),
  type: mode.type,
});

/** One holiday screen (its mode): filters, the holidays they select, the place options, details, form and deleting. */
export function createHolidayCalendarStore(mode: HolidayMode, api: HolidayCalendarApi, today = () => new Date()): HolidayCalendarStore {
  const initial: HolidayCalendarState = {
    filters: initialFilters(mode, today()),
    ownPlace: null,
    holidays: [],
    loading: true,
    states: [],
    locations: [],
    view: Views.MONTH,
    date: today(),
    filtersOpen: false,
    selected: null,
    editing: null,
    deleting: null,
    busy: false,
  };
  return createPageStore(initial, (set, get) => {
    // The own-place screens read nothing before they know the place; a later read wins over an earlier one.
    let ready = !mode.ownPlace;
    let asked = 0;

    async function refresh() {
      if (!ready) return;
      const ask = ++asked;
      set({ loading: true });
      const holidays = await api.fetchHolidays(get().filters).catch(() => []);
      if (ask === asked) set({ holidays, loading: false });
    }

    const setFilters = (filters: HolidayFilters) => {
      set({ filters });
      void refresh();
    };

    const actions: HolidayCalendarActions = {
      async load() {
        const places = api.fetchPlaces().then((answer) => set({ states: answer.states, locations: answer.locations.map((l) => l.name) }), () => undefined);
        if (mode.ownPlace) {
          const place = await api.fetchOwnPlace().catch(() => null);
          ready = true;
          set({ ownPlace: place, filters: { ...get().filters, state: place?.state ?? '', location: place?.location ?? '' } });
        }
        await Promise.all([places, refresh()]);
      },
      changeFilters(change) {
        // Picking a month in the panel moves the calendar there.
        if (change.month) set({ date: localDate(`${change.month}-01`) });
        setFilters({ ...get().filters, ...change });
      },
      navigate(date) {
        set({ date });
        const month = monthOf(date);
        if (get().filters.month !== month) setFilters({ ...get().filters, month });
      },
      reset() {
        set({ date: today() });
        setFilters(initialFilters(mode, today(), get().ownPlace));
      },
      setView: (view) => set({ view }),
      toggleFilters: () => set({ filtersOpen: !get().filtersOpen }),
      select: (selected) => set({ selected }),
      startAdd: () => set({ editing: 'new' }),
      startEdit: (holiday) => set({ editing: holiday }),
      closeForm: () => set({ editing: null }),
      saved() {
        set({ editing: null, selected: null });
        void refresh();
      },
      askDelete: (deleting) => set({ deleting }),
      cancelDelete: () => set({ deleting: null }),
      async confirmDelete() {
        const { deleting } = get();
        if (!deleting) return;
        set({ busy: true });
        try {
          await api.deleteHoliday(deleting.id);
          api.notify('Holiday deleted successfully', 'success');
          set({ deleting: null, selected: null });
          void refresh();
        } catch {
          // The HTTP client has shown the reason.
        } finally {
          set({ busy: false });
        }
      },
    };
    return actions;
  });
}
