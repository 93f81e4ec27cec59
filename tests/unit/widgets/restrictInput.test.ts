import { describe, expect, it } from 'vitest';
import {
  allowedCharactersHint,
  clampNumber,
  clampNumericText,
  restrictHexColour,
  restrictInput,
  truncateText,
} from '../../../widgets/rules/restrictInput';

describe('restrictInput', () => {
  it('keeps letters and spaces by default (alphabetic)', () => {
    expect(restrictInput('Ahmed 2nd-Ali!')).toBe('Ahmed ndAli');
    expect(restrictInput('José محمد', 'alphabetic')).toBe('José محمد');
  });

  it('keeps letters, digits and spaces for alphanumeric', () => {
    expect(restrictInput('Flat 12-B, Block 3', 'alphanumeric')).toBe('Flat 12B Block 3');
  });

  it('keeps digits and a single dot for numeric', () => {
    expect(restrictInput('12a.5.6', 'numeric')).toBe('12.56');
    expect(restrictInput('.5', 'numeric')).toBe('.5');
  });

  it('drops the dot for numeric when decimals are not allowed (multi-line, integers)', () => {
    expect(restrictInput('12.5', 'numeric', undefined, { allowDecimal: false })).toBe('125');
  });

  it('forces IFSC codes to upper-case letters and digits', () => {
    expect(restrictInput('sbin-0001 234', 'ifsc')).toBe('SBIN0001234');
  });

  it('keeps the characters ui:options.allow adds to the kind', () => {
    expect(restrictInput('Research & Development!', 'alphabetic', undefined, { allow: '&' })).toBe('Research & Development');
    expect(restrictInput('R&D (North)-2 / x]^\\', 'alphabetic', undefined, { allow: "&-.,'()/" })).toBe('R&D (North)- / x');
    expect(restrictInput('acme_hq-2 x', 'ifsc', undefined, { allow: '_-' })).toBe('ACME_HQ-2X');
  });

  it('upper-cases a code as it is typed (ifsc: capital letters and digits)', () => {
    expect(restrictInput('eng', 'ifsc', 10)).toBe('ENG');
    expect(restrictInput('fin-01', 'ifsc', 10)).toBe('FIN01');
  });

  it('names the characters a field takes, for the hint under it', () => {
    expect(allowedCharactersHint('ifsc')).toBe('Only capital letters A-Z and digits 0-9 are allowed');
    expect(allowedCharactersHint('alphabetic', { allow: '&-' })).toBe('Only letters, spaces and & - are allowed');
    expect(allowedCharactersHint('numeric', { allowDecimal: false })).toBe('Only digits are allowed');
    expect(allowedCharactersHint('all')).toBeUndefined();
  });

  it('leaves everything for all', () => {
    expect(restrictInput('Regular(S1) & co.', 'all')).toBe('Regular(S1) & co.');
  });

  it('truncates to maxLength after restricting', () => {
    expect(restrictInput('a1b2c3d4', 'alphabetic', 3)).toBe('abc');
    expect(restrictInput('12345678901234', 'numeric', 10)).toBe('1234567890');
    expect(restrictInput('abc', 'all', 0)).toBe('');
  });
});

describe('clampNumber', () => {
  it('clamps into the given bounds', () => {
    expect(clampNumber(5, 10, 20)).toBe(10);
    expect(clampNumber(25, 10, 20)).toBe(20);
    expect(clampNumber(15, 10, 20)).toBe(15);
  });

  it('ignores a missing bound', () => {
    expect(clampNumber(-5, undefined, 20)).toBe(-5);
    expect(clampNumber(500, 10)).toBe(500);
  });

  it('clamps numeric text only when it is a complete number', () => {
    expect(clampNumericText('150', 0, 100)).toBe('100');
    expect(clampNumericText('12.', 0, 10)).toBe('12.');
    expect(clampNumericText('', 5, 10)).toBe('');
    expect(clampNumericText('7', 5, 10)).toBe('7');
  });
});

describe('truncateText and restrictHexColour', () => {
  it('marks a cut with an ellipsis', () => {
    expect(truncateText('abcdef', 3)).toBe('abc...');
    expect(truncateText('abc', 3)).toBe('abc');
  });

  it('keeps a hash and six hex digits', () => {
    expect(restrictHexColour('ff00zz11')).toBe('#ff0011');
    expect(restrictHexColour('#12345678')).toBe('#123456');
    expect(restrictHexColour('')).toBe('');
  });
});
