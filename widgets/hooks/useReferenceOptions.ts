import { useMemo } from 'react';
import { useGetList, type RaRecord } from 'react-admin';

/** One choice of a reference select: the record's id and the text shown for it. */
export interface ReferenceOption {
  id: number;
  label: string;
  /** An Inactive record: shown, but only selectable while it is the current value. */
  inactive: boolean;
}

/** Reference lists are small (menus, organisations): one request brings up to this many records. */
export const REFERENCE_LIST_SIZE = 1000;

/** The records of a list as options, labelled by `optionText` (the id when the record has no such text). */
export function referenceOptionsOf(records: readonly RaRecord[] | undefined, optionText: string): ReferenceOption[] {
  return (records ?? []).map((record) => {
    const text = record[optionText];
    return {
      id: Number(record.id),
      label: text === undefined || text === null || text === '' ? `#${record.id}` : String(text),
      inactive: record.status === 'Inactive',
    };
  });
}

/** The id a stored value stands for: integers arrive as numbers, or as digit strings from a URL or a sheet. */
export function referenceId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

/**
 * The options of a reference widget: GET /api/<resource>?range=[0,999]&sort=["<optionText>","ASC"]
 * through react-admin's dataProvider (so the list is cached and shared by every field that asks).
 * A current value the list does not hold (deleted, beyond the first 1000) still gets an option, '#<id>'.
 */
export function useReferenceOptions(resource: string | undefined, optionText: string, value: unknown) {
  const { data, isPending, error } = useGetList(
    resource ?? '',
    { pagination: { page: 1, perPage: REFERENCE_LIST_SIZE }, sort: { field: optionText, order: 'ASC' } },
    { enabled: Boolean(resource) },
  );
  const loading = Boolean(resource) && isPending;
  const current = referenceId(value);
  const options = useMemo(() => {
    const list = referenceOptionsOf(data, optionText);
    if (!loading && current !== undefined && !list.some((option) => option.id === current)) {
      list.push({ id: current, label: `#${current}`, inactive: false });
    }
    return list;
  }, [current, data, loading, optionText]);
  const selected = current === undefined ? null : (options.find((option) => option.id === current) ?? null);
  return { options, selected, loading, failed: Boolean(error) };
}
