import { addMonths, formatISO, parseISO, subDays } from 'date-fns';

/** One entry a year-end or expiry writes. */
export interface LedgerMove {
  leaveType: string;
  entryKind: 'carryForward' | 'lapse';
  leaveYear: number;
  days: number;
  effectiveDate: string;
  expiresOn: string | null;
  key: string;
}

/** What the close of a year reads of one type. */
export interface CarryRule {
  code: string;
  /** Days that may move into the next year; 0: none. */
  carryForwardCap: number;
  /** Carried days not used within this many months of 1 January lapse; 0: never. */
  carryForwardExpiryMonths: number;
}

const isoDate = (date: Date) => formatISO(date, { representation: 'date' });

/** The last day carried days may be used: N months from 1 January, less a day; null when they never expire. */
export const carriedExpiry = (year: number, months: number): string | null => (months > 0 ? isoDate(subDays(addMonths(parseISO(`${year}-01-01`), months), 1)) : null);

/**
 * The close of `year` for one employee and type (docs/leave-ledger.md): of a positive closing
 * balance, up to the cap moves into the next year (a `carryForward` debit in the closing year and a
 * `carryForward` credit in the next, with its expiry) and the rest lapses (a `lapse` debit). The
 * closing year then sums to zero and the days are never counted in two years. A closing balance of
 * zero or less moves nothing: an overdrawn balance is HR's to adjust.
 */
export function closeYear(empId: string, rule: CarryRule, year: number, closingBalance: number): LedgerMove[] {
  if (closingBalance <= 0) return [];
  const carried = Math.min(closingBalance, Math.max(0, rule.carryForwardCap));
  const lapsed = closingBalance - carried;
  const moves: LedgerMove[] = [];
  if (carried > 0) {
    moves.push({ leaveType: rule.code, entryKind: 'carryForward', leaveYear: year, days: -carried, effectiveDate: `${year}-12-31`, expiresOn: null, key: `carryForward:${rule.code}:${year}:out:${empId}` });
    moves.push({
      leaveType: rule.code,
      entryKind: 'carryForward',
      leaveYear: year + 1,
      days: carried,
      effectiveDate: `${year + 1}-01-01`,
      expiresOn: carriedExpiry(year + 1, rule.carryForwardExpiryMonths),
      key: `carryForward:${rule.code}:${year + 1}:${empId}`,
    });
  }
  if (lapsed > 0) moves.push({ leaveType: rule.code, entryKind: 'lapse', leaveYear: year, days: -lapsed, effectiveDate: `${year}-12-31`, expiresOn: null, key: `lapse:${rule.code}:${year}:${empId}` });
  return moves;
}

/** The carried-in credit of a year and what happened to the balance since. */
export interface CarriedFacts {
  carried: number;
  expiresOn: string;
  /** Days debited by applications (net of cancellations) and encashments on or before the expiry date, as a positive number. */
  usedByExpiry: number;
  /** The type's balance in the year now. */
  balance: number;
}

/**
 * Carried days expire (docs/leave-ledger.md): days taken in the year are spent from the carried days
 * first, so what lapses the day after expiry is the carried days not used by then — never more than
 * the balance left. Nothing lapses before the expiry date has passed (`today` after it).
 */
export function expireCarried(empId: string, code: string, year: number, facts: CarriedFacts, today: string): LedgerMove[] {
  if (today <= facts.expiresOn) return [];
  const unused = Math.min(facts.carried - Math.max(0, facts.usedByExpiry), facts.balance);
  if (unused <= 0) return [];
  return [{ leaveType: code, entryKind: 'lapse', leaveYear: year, days: -unused, effectiveDate: facts.expiresOn, expiresOn: null, key: `lapse:${code}:${year}:carried:${empId}` }];
}
