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
  /** Characters kept on top of what `kind` allows (a department name's '&', a code's '_' and '-'). */
  allow?: string;
}

const escapeForClass = (characters: string) => characters.replace(/[\\\]^-]/g, '\\$&');

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
  { allowDecimal = true, allow = '' }: RestrictOptions = {},
): string {
  const extra = escapeForClass(allow);
  let result: string;
  switch (kind) {
    case 'alphabetic':
      // \p{L}: names in any script (Arabic, accented Latin) are letters too.
      result = value.replace(new RegExp(`[^\\p{L} ${extra}]`, 'gu'), '');
      break;
    case 'alphanumeric':
      result = value.replace(new RegExp(`[^\\p{L}0-9 ${extra}]`, 'gu'), '');
      break;
    case 'numeric':
      result = numericOnly(value, allowDecimal);
      break;
    case 'ifsc':
      // Codes are upper case: forcing it as the user types saves a refusal for 'eng' instead of 'ENG'.
      result = value.toUpperCase().replace(new RegExp(`[^A-Z0-9${extra}]`, 'g'), '');
      break;
    case 'all':
    default:
      result = value;
  }
  return maxLength !== undefined && maxLength >= 0 ? result.slice(0, maxLength) : result;
}

const KIND_CHARACTERS: Record<Exclude<RestrictKind, 'all'>, string[]> = {
  alphabetic: ['letters', 'spaces'],
  alphanumeric: ['letters', 'digits', 'spaces'],
  numeric: ['digits'],
  ifsc: ['capital letters A-Z', 'digits 0-9'],
};

/**
 * What an input lets through, for the hint shown when a typed character was dropped:
 * 'Only letters, spaces and & - are allowed'. Undefined for 'all' (nothing is ever dropped).
 */
export function allowedCharactersHint(kind: RestrictKind, { allowDecimal = true, allow = '' }: RestrictOptions = {}): string | undefined {
  if (kind === 'all') return undefined;
  const parts = [...KIND_CHARACTERS[kind]];
  if (kind === 'numeric' && allowDecimal) parts.push('one dot');
  if (allow) parts.push([...allow].join(' '));
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Only ${listed} are allowed`;
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
