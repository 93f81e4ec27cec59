/**
 * Character rules of spec 002 §5 'Dynamic forms and inputs'. Pure so the widgets stay thin and the
 * rules are unit-tested without a browser.
 */

/** What a text input lets the user type. 'alphabetic' is the spec's default for plain text. */
export type RestrictKind = 'alphabetic' | 'alphanumeric' | 'numeric' | 'ifsc' | 'all';

export const RESTRICT_KINDS: readonly RestrictKind[] = ['alphabetic', 'alphanumeric', 'numeric', 'ifsc', 'all'];

export interface RestrictOptions {
  /** Numeric input keeps one dot; the spec allows it for the single-line input only. */
  allowDecimal?: boolean;
}

export function isRestrictKind(value: unknown): value is RestrictKind {
  return typeof value === 'string' && (RESTRICT_KINDS as readonly string[]).includes(value);
}

/** Keeps the digits and the first dot; later dots are dropped rather than rejecting the keystroke. */
function numericOnly(value: string, allowDecimal: boolean): string {
  const kept = value.replace(allowDecimal ? /[^0-9.]/g : /[^0-9]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

/**
 * Removes what `kind` does not allow, then truncates to `maxLength`. Applied to every change (typed
 * or pasted), so a pasted value is cleaned rather than refused.
 */
export function restrictInput(
  value: string,
  kind: RestrictKind = 'alphabetic',
  maxLength?: number,
  { allowDecimal = true }: RestrictOptions = {},
): string {
  let result: string;
  switch (kind) {
    case 'alphabetic':
      // \p{L}: names in any script (Arabic, accented Latin) are letters too.
      result = value.replace(/[^\p{L} ]/gu, '');
      break;
    case 'alphanumeric':
      result = value.replace(/[^\p{L}0-9 ]/gu, '');
      break;
    case 'numeric':
      result = numericOnly(value, allowDecimal);
      break;
    case 'ifsc':
      // IFSC codes are upper case; forcing it saves the user a validation round trip.
      result = value.toUpperCase().replace(/[^A-Z0-9]/g, '');
      break;
    case 'all':
    default:
      result = value;
  }
  return maxLength !== undefined && maxLength >= 0 ? result.slice(0, maxLength) : result;
}

/** Clamps `value` into [min, max]; a bound left undefined does not apply. */
export function clampNumber(value: number, min?: number, max?: number): number {
  if (Number.isNaN(value)) return value;
  if (max !== undefined && value > max) return max;
  if (min !== undefined && value < min) return min;
  return value;
}

/**
 * Clamps a numeric text only when it is a complete number; '' and '12.' are left alone so the user
 * can keep typing.
 */
export function clampNumericText(text: string, min?: number, max?: number): string {
  if (text === '' || text.endsWith('.')) return text;
  const parsed = Number(text);
  if (Number.isNaN(parsed)) return text;
  const clamped = clampNumber(parsed, min, max);
  return clamped === parsed ? text : String(clamped);
}

/** Shortens a display text to `max` characters, marking the cut with an ellipsis. */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Colour text → '#' followed by at most 6 hex digits ('' stays ''). */
export function restrictHexColour(text: string): string {
  if (text === '') return '';
  return `#${text.replace(/[^0-9a-fA-F]/g, '').slice(0, 6)}`;
}
