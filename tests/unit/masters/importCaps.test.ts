import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../../src/app/masters/importSheet';
import { inflatedSize } from '../../../src/shared/zipDirectory';
import { parseCsv, readSheet } from '../../../src/server/work/readSheet';
import { zipBomb } from '../../helpers/zipBomb';

/** The caps as docs/heavy-work.md states them, independent of the constants that enforce them. */
const MB = 1024 * 1024;
const FILE_BYTES = 20 * MB;
const INFLATED_BYTES = 200 * MB;
const ROWS = 100_000;

const workbook = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

/** One bomb for every case: deflating 200 MB takes seconds. */
let bomb: Buffer | undefined;
const bombOverLimit = () => (bomb ??= zipBomb(INFLATED_BYTES + MB));

describe('import caps, checked before parsing', { timeout: 60_000 }, () => {
  it('reads what a zip directory declares without unpacking', () => {
    expect(inflatedSize(bombOverLimit())).toBe(INFLATED_BYTES + MB);
    // SheetJS stores its entries uncompressed: they add up to less than the file.
    const book = workbook([['Name'], ['Van']]);
    expect(inflatedSize(book)).toBeGreaterThan(0);
    expect(inflatedSize(book)).toBeLessThan(book.length);
    expect(inflatedSize(new Uint8Array([1, 2, 3]))).toBe(Infinity);
  });

  it('refuses in the browser a file over the size cap, a CSV holding a NUL or a workbook that inflates past the limit, before sending it', async () => {
    expect(await refusalOf(new File([new Uint8Array(FILE_BYTES + 1)], 'big.csv'))).toBe('The file is larger than 20 MB; split it into smaller files');
    expect(await refusalOf(new File([new Uint8Array(bombOverLimit())], 'bomb.xlsx'))).toBe(
      'The file unpacks to more than 200 MB; it cannot be imported',
    );
    expect(await refusalOf(new File([workbook([['Name'], ['Van']])], 'fine.xlsx'))).toBeNull();
    expect(await refusalOf(new File(['Name\nVan'], 'fine.csv'))).toBeNull();
    expect(await refusalOf(new File(['Name\nV\u0000an'], 'nul.csv'))).toBe('The file holds a NUL character, which cannot be imported');
  });

  it('refuses in the server’s worker a zip bomb before unpacking it', () => {
    expect(() => readSheet('bomb.xlsx', bombOverLimit())).toThrow('The file unpacks to more than 200 MB; it cannot be imported');
  });

  it('reads up to the row cap and refuses one row more, in CSV and Excel', () => {
    const csv = (n: number) => ['Name', ...Array.from({ length: n }, (_, i) => `Row ${i}`)].join('\n');
    expect(parseCsv(csv(ROWS)).rows).toHaveLength(ROWS);
    expect(() => parseCsv(csv(ROWS + 1))).toThrow('A file may hold at most 100,000 rows; split it into smaller files');
    const long = workbook([['Name'], ...Array.from({ length: ROWS + 1 }, (_, i) => [`Row ${i}`])]);
    expect(() => readSheet('long.xlsx', long)).toThrow('A file may hold at most 100,000 rows; split it into smaller files');
  });

  it('names the accepted types when the file is of another', () => {
    expect(() => readSheet('notes.txt', new Uint8Array([1]))).toThrow('Only CSV or Excel (.csv, .xlsx, .xls) files can be imported');
  });
});
