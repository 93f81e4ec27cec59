import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  addNameToDataUrl,
  DOUBLE_EXTENSION_MESSAGE,
  fileNameFromDataUrl,
  fileNameOf,
  GENERIC_FILE_TYPE_MESSAGE,
  normaliseAccept,
  truncateName,
  validateFileName,
} from '../../../widgets/rules/fileRules';

describe('validateFileName', () => {
  it('refuses a second extension', () => {
    expect(validateFileName('invoice.pdf.exe', ['pdf'])).toBe(DOUBLE_EXTENSION_MESSAGE);
    expect(validateFileName('photo.jpg.png')).toBe(DOUBLE_EXTENSION_MESSAGE);
  });

  it('accepts a listed extension case-insensitively', () => {
    expect(validateFileName('Logo.PNG', ['png', 'jpeg', 'jpg'])).toBeNull();
    expect(validateFileName('logo.jpg', '.png, .jpg')).toBeNull();
  });

  it('names the accepted list for other types', () => {
    expect(validateFileName('logo.gif', ['png', 'jpeg', 'jpg'])).toBe(
      'Please upload a valid file type: .png, .jpeg, .jpg',
    );
    expect(validateFileName('README', ['pdf'])).toBe('Please upload a valid file type: .pdf');
  });

  it('special-cases CSV and the Excel family', () => {
    expect(validateFileName('data.txt', ['csv'])).toBe('Please upload a valid file type: CSV (.csv)');
    expect(validateFileName('data.csv', ['xlsx'])).toBe('Please upload a valid file type: Excel (.xls, .xlsx)');
    expect(validateFileName('data.pdf', ['xls', 'xlsx', 'csv'])).toBe(
      'Please upload a valid file type: Excel (.xls, .xlsx), CSV (.csv)',
    );
    // Either Excel extension lets both through.
    expect(validateFileName('old.xls', ['xlsx'])).toBeNull();
    expect(validateFileName('new.xlsx', ['xls'])).toBeNull();
  });

  it('falls back to the generic form types and message', () => {
    for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'a.pdf', 'a.doc']) expect(validateFileName(name)).toBeNull();
    expect(validateFileName('a.docx')).toBe(GENERIC_FILE_TYPE_MESSAGE);
    expect(validateFileName('a.exe', [])).toBe(GENERIC_FILE_TYPE_MESSAGE);
  });
});

describe('accept lists', () => {
  it('normalises arrays and comma strings', () => {
    expect(normaliseAccept(['.PDF', 'png', 'pdf'])).toEqual(['pdf', 'png']);
    expect(normaliseAccept('.csv, .xlsx')).toEqual(['csv', 'xlsx']);
    expect(normaliseAccept(undefined)).toEqual([]);
  });

  it('builds the input accept attribute', () => {
    expect(acceptAttribute(['xlsx'])).toBe('.xlsx,.xls');
    expect(acceptAttribute(undefined)).toBe('.jpg,.jpeg,.png,.pdf,.doc');
  });
});

describe('truncateName', () => {
  it('cuts names longer than 30 characters', () => {
    const long = 'quarterly-employee-report-final-version.pdf';
    expect(truncateName(long, 30)).toBe(`${long.slice(0, 30)}...`);
    expect(truncateName('short.pdf', 30)).toBe('short.pdf');
    expect(truncateName(long)).toBe(truncateName(long, 30));
  });
});

describe('data-url names', () => {
  it('adds and reads the name', () => {
    const named = addNameToDataUrl('data:application/pdf;base64,QUJD', 'my file.pdf');
    expect(named).toBe('data:application/pdf;name=my%20file.pdf;base64,QUJD');
    expect(fileNameFromDataUrl(named)).toBe('my file.pdf');
  });

  it('handles a missing MIME type and missing names', () => {
    expect(addNameToDataUrl('data:;base64,QUJD', 'a.doc')).toBe('data:;name=a.doc;base64,QUJD');
    expect(fileNameFromDataUrl('data:text/plain;base64,QUJD')).toBeNull();
    expect(fileNameFromDataUrl(undefined)).toBeNull();
  });

  it('names stored values for display', () => {
    expect(fileNameOf('data:text/plain;base64,QUJD')).toBe('file');
    expect(fileNameOf('/api/files/42/Offer%20Letter.pdf?v=2')).toBe('Offer Letter.pdf');
    expect(fileNameOf('')).toBeNull();
  });
});
