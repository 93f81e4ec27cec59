import { useEffect, useRef, useState } from 'react';
import type { SelectOption } from '../selectOptions';
import { resolveLookupSource, type LookupFormContext } from '../lookupContext';

export interface LookupOptions {
  options: SelectOption[];
  /** A value it depends on is still empty: nothing to choose from yet. */
  waiting: boolean;
  loading: boolean;
  failed: boolean;
}

/** A look-up answers plain values, or `{ value, label }` records (an employee: 'EMP014 - Ramy Adel'). */
const asOption = (item: unknown): SelectOption =>
  item !== null && typeof item === 'object' && 'value' in item
    ? { value: (item as SelectOption).value, label: String((item as { label?: unknown }).label ?? (item as SelectOption).value) }
    : { value: item, label: String(item) };
const valueOf = (item: unknown) => asOption(item).value;
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The choices of a look-up whose path depends on other fields (provider → server → port). When a
 * field it depends on changes, the list is read again and a value the new list does not offer is
 * cleared, so a server of the old provider never stays behind. The value the form opened with is
 * kept (and offered) even when the list no longer holds it.
 */
export function useLookupOptions(source: string | undefined, context: LookupFormContext | undefined, value: unknown, clear: () => void): LookupOptions {
  const path = source && context ? resolveLookupSource(source, context.formData) : null;
  const [list, setList] = useState<{ path: string | null; values: unknown[]; failed: boolean }>({ path: null, values: [], failed: false });
  const openingPath = useRef(path);
  const latest = useRef({ value, clear });
  latest.current = { value, clear };
  const fetchList = context?.fetch;

  useEffect(() => {
    const settle = (values: unknown[], failed: boolean) => {
      setList({ path, values, failed });
      const { value: current, clear: clearValue } = latest.current;
      if (path !== openingPath.current && !isEmpty(current) && !values.map(valueOf).includes(current)) clearValue();
    };
    if (!path || !fetchList) {
      settle([], false);
      return;
    }
    let active = true;
    fetchList(path).then(
      (values) => active && settle(Array.isArray(values) ? values : [], false),
      () => active && settle([], true),
    );
    return () => {
      active = false;
    };
  }, [path, fetchList]);

  const loaded = list.path === path;
  const options = loaded ? list.values.map(asOption) : [];
  if (loaded && options.length > 0 && !isEmpty(value) && !options.some((option) => option.value === value)) options.push(asOption(value));
  return { options, waiting: source !== undefined && path === null, loading: path !== null && !loaded, failed: loaded && list.failed };
}
