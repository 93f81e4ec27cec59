import { useCallback, useEffect, useMemo, useState } from 'react';
import { Views, type View } from 'react-big-calendar';
import { showToast } from '../../src/app/toast/toastStore';
import { localDate, monthOf } from '../../widgets/holidays/holidayEvents';
import type { HolidayRecord } from '../../src/shared/holidayRecord';
import type { HolidayFilters } from '../../widgets/holidays/HolidayFilterPanel';
import { deleteHoliday, fetchHolidays, fetchOwnPlace, fetchPlaces } from './holidaysApi';
import type { HolidayMode } from './holidayModes';

const initialFilters = (mode: HolidayMode, place?: { location: string; state: string | null } | null): HolidayFilters => ({
  state: mode.ownPlace ? (place?.state ?? '') : '',
  location: mode.ownPlace ? (place?.location ?? '') : '',
  month: monthOf(new Date()),
  type: mode.type,
});

/**
 * The holiday page's controller: its filters (the month follows the calendar's navigation, spec
 * 002 §2 "reported as yyyy-MM"), the holidays they select, the place options, the holiday open in
 * the details dialog and the one in the form, and deleting.
 */
export function useHolidayCalendar(mode: HolidayMode) {
  const [filters, setFilters] = useState<HolidayFilters>(() => initialFilters(mode));
  const [ownPlace, setOwnPlace] = useState<{ location: string; state: string | null } | null>(null);
  const [ready, setReady] = useState(!mode.ownPlace);
  const [holidays, setHolidays] = useState<HolidayRecord[]>([]);
  const [loading, setLoading] = useState(true);
  const [reload, setReload] = useState(0);
  const [places, setPlaces] = useState<{ states: string[]; locations: { name: string; state: string | null }[] }>({ states: [], locations: [] });
  const [view, setView] = useState<View>(Views.MONTH);
  const [date, setDate] = useState(() => new Date());
  const [selected, setSelected] = useState<HolidayRecord | null>(null);
  const [editing, setEditing] = useState<HolidayRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HolidayRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    fetchPlaces().then(setPlaces, () => undefined);
    if (!mode.ownPlace) return;
    fetchOwnPlace().then(
      (place) => {
        setOwnPlace(place);
        setFilters((current) => ({ ...current, state: place?.state ?? '', location: place?.location ?? '' }));
        setReady(true);
      },
      () => setReady(true),
    );
  }, [mode.ownPlace]);

  useEffect(() => {
    if (!ready) return;
    let current = true;
    setLoading(true);
    fetchHolidays(filters)
      .then((rows) => current && setHolidays(rows))
      .catch(() => current && setHolidays([]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [filters, ready, reload]);

  const changeFilters = useCallback((change: Partial<HolidayFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    // Picking a month in the panel moves the calendar there.
    if (change.month) setDate(localDate(`${change.month}-01`));
  }, []);

  const navigate = useCallback((next: Date) => {
    setDate(next);
    const month = monthOf(next);
    setFilters((current) => (current.month === month ? current : { ...current, month }));
  }, []);

  const reset = useCallback(() => {
    const fresh = initialFilters(mode, ownPlace);
    setFilters(fresh);
    setDate(new Date());
  }, [mode, ownPlace]);

  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteHoliday(deleting.id);
      showToast('Holiday deleted successfully', 'success');
      setDeleting(null);
      setSelected(null);
      setReload((n) => n + 1);
    } catch {
      // The HTTP client has shown the reason.
    } finally {
      setBusy(false);
    }
  }, [deleting]);

  const saved = useCallback(() => {
    setEditing(null);
    setSelected(null);
    setReload((n) => n + 1);
  }, []);

  const locationNames = useMemo(() => places.locations.map((l) => l.name), [places.locations]);

  return {
    mode,
    filters,
    changeFilters,
    reset,
    filtersOpen,
    toggleFilters: () => setFiltersOpen((open) => !open),
    states: places.states,
    locations: locationNames,
    holidays,
    loading: loading || !ready,
    view,
    setView,
    date,
    navigate,
    selected,
    select: setSelected,
    editing,
    startAdd: () => setEditing('new'),
    startEdit: (holiday: HolidayRecord) => setEditing(holiday),
    closeForm: () => setEditing(null),
    saved,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    busy,
  };
}
