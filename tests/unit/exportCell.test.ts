import { describe, expect, it } from 'vitest';
import { printableHtml } from '../../src/app/masters/printTable';
import { exportCell } from '../../src/shared/exportCell';
import { FORMULA_PAYLOADS } from '../helpers/formulaPayloads';

describe('exported cells', () => {
  it.each(FORMULA_PAYLOADS)('writes %j as text, not a formula', (payload) => {
    expect(exportCell(payload)).toBe(`'${payload}`);
  });

  it('leaves ordinary text, numbers and booleans as they are', () => {
    expect(exportCell('Finance')).toBe('Finance');
    expect(exportCell('a=b')).toBe('a=b');
    expect(exportCell(-5)).toBe('-5');
    expect(exportCell(true)).toBe('true');
    expect(exportCell(null)).toBe('');
    expect(exportCell({ a: 1 })).toBe('{"a":1}');
  });

  it('prints every payload as text', () => {
    const columns = [{ field: 'name', headerName: 'Name', kind: 'text' }] as Parameters<typeof printableHtml>[1];
    const html = printableHtml('Banks', columns, FORMULA_PAYLOADS.map((name) => ({ name })));
    const cells = [...html.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((match) => match[1]);
    const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    expect(cells.map(unescape)).toEqual(FORMULA_PAYLOADS.map((payload) => `'${payload}`));
  });
});
