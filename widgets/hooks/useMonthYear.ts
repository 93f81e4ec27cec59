import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import {
  formatMonthYear,
  isMonthYearFormat,
  parseMonthYear,
  yearOptions,
  type MonthYearFormat,
  type MonthYearParts,
} from '../rules/monthYearRules';
import { numberOption } from '../widgetOptions';

const YEARS_BACK = 50;
const YEARS_AHEAD = 10;

/**
 * Month and year are picked one at a time, but only a complete choice can be stored; the half-made
 * one lives here. When the value changes from outside (a reset, a loaded record) the draft follows.
 */
export function useMonthYear({ value, options, onChange }: WidgetProps) {
  const format: MonthYearFormat = isMonthYearFormat(options.format) ? options.format : 'yyyy-MM';
  const [draft, setDraft] = useState<MonthYearParts>(() => parseMonthYear(value));
  const [seenValue, setSeenValue] = useState<unknown>(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== formatMonthYear(draft, format)) setDraft(parseMonthYear(value));
  }

  const change = (part: MonthYearParts) => {
    const next = { ...draft, ...part };
    setDraft(next);
    onChange(formatMonthYear(next, format) ?? options.emptyValue);
  };

  const thisYear = new Date().getFullYear();
  const years = yearOptions(
    numberOption(options, 'minYear') ?? thisYear - YEARS_BACK,
    numberOption(options, 'maxYear') ?? thisYear + YEARS_AHEAD,
    draft.year,
  );

  return { format, draft, years, change };
}
