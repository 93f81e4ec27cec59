import * as chrono from 'chrono-node';

/** A day or a span of days said in a message, as yyyy-MM-dd. */
export interface SaidDates {
  from: string;
  to: string;
}

/**
 * What the intent model's named-entity lists found (src/chatbot/corpus/intents.json): days said
 * relative to today in words chrono does not know ("day before yesterday", "tmrw"; Hinglish "kal",
 * yesterday or tomorrow by the question's direction) and a day of the month said alone ("the 12th").
 */
export interface DayHints {
  relativeDays: number | null;
  eitherWayDays: number | null;
  dayOfMonth: number | null;
}

export const NO_HINTS: DayHints = { relativeDays: null, eitherWayDays: null, dayOfMonth: null };

/**
 * chrono-node's British-English parser (day before month: "12/11" is 12 November, as in India),
 * for dates only: its time-of-day parsers are left out ("from 2 dec" is not 2 o'clock), and "nov
 * 12" is read as the 12th of November (the American parser's reading), not November 2012.
 */
const parser = (() => {
  const british = chrono.en.GB.clone();
  const monthThenDay = chrono.en.casual.parsers.find((candidate) => candidate.constructor.name === 'ENMonthNameMiddleEndianParser');
  british.parsers = british.parsers
    .filter((candidate) => !['ENTimeExpressionParser', 'ENCasualTimeParser'].includes(candidate.constructor.name))
    .map((candidate) => (candidate.constructor.name === 'ENMonthNameMiddleEndianParser' && monthThenDay ? monthThenDay : candidate));
  return british;
})();

/**
 * The dates of a message. `today` is the organisation's day (yyyy-MM-dd). A question about the past
 * ("why was I absent on the 12th") reads an incomplete date as the latest one not after today; a
 * request ("apply leave on Friday") as the next one from today.
 */
export function parseSaidDates(text: string, today: string, direction: 'past' | 'future', hints: DayHints = NO_HINTS): SaidDates | null {
  const sign = direction === 'past' ? -1 : 1;
  if (hints.relativeDays !== null) return single(shift(today, { days: -hints.relativeDays }));
  if (hints.eitherWayDays !== null) return single(shift(today, { days: -sign * hints.eitherWayDays }));
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  const result = parser.parse(text, reference, { forwardDate: direction === 'future' })[0];
  if (result) return adjusted(dayOf(result.start), result.end ? dayOf(result.end) : null, result.start, today, direction);
  if (hints.dayOfMonth !== null) {
    // "the 12th": that day of this month, read by the same rules as "12 Nov".
    const [year, month] = today.split('-');
    const day = `${year}-${month}-${String(hints.dayOfMonth).padStart(2, '0')}`;
    const step = direction === 'past' ? (day > today ? -1 : 0) : day < today ? 1 : 0;
    return single(shift(day, { months: -step }));
  }
  return null;
}

function single(day: string): SaidDates {
  return { from: day, to: day };
}

function adjusted(from: string, to: string | null, start: chrono.ParsedComponents, today: string, direction: 'past' | 'future'): SaidDates {
  let end = to ?? from;
  if (direction === 'past' && from > today) {
    const back = stepBack(start);
    if (back) {
      from = shift(from, back);
      end = shift(end, back);
    }
  }
  return { from, to: end < from ? from : end };
}

function dayOf(components: chrono.ParsedComponents): string {
  const pad = (value: number | null) => String(value ?? 0).padStart(2, '0');
  return `${components.get('year')}-${pad(components.get('month'))}-${pad(components.get('day'))}`;
}

type Step = { days?: number; months?: number; years?: number };

/** How far back the same words point when read in the past: a week for a weekday, a month for a day of the month, a year for a date. */
function stepBack(components: chrono.ParsedComponents): Step | null {
  if (components.isCertain('year')) return null;
  if (components.isCertain('weekday') && !components.isCertain('day')) return { days: 7 };
  if (components.isCertain('day') && !components.isCertain('month')) return { months: 1 };
  if (components.isCertain('month')) return { years: 1 };
  return null;
}

/** `day` moved back by the step (forward for negative numbers). */
export function shift(day: string, { days = 0, months = 0, years = 0 }: Step): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - months, date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
