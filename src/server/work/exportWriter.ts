import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import { createTablePdf } from '../files/tablePdf.js';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/**
 * Builds an export file from pages of cells, in the worker pool. CSV comes out as it goes (the
 * response streams); Excel and PDF are whole files, handed over at the end.
 */
export interface ExportWriter {
  /** Cells of the next rows → bytes to send now, if the format streams. */
  add(rows: string[][]): Promise<Uint8Array | undefined>;
  finish(): Promise<Uint8Array | undefined>;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

export async function createExportWriter(format: ExportFormat, title: string, headers: string[]): Promise<ExportWriter> {
  if (format === 'csv') {
    // The byte order mark makes Excel read the file as UTF-8.
    let head: string | undefined = `\uFEFF${Papa.unparse([headers])}`;
    return {
      add: async (rows) => {
        const text = `${head ?? ''}${rows.length > 0 ? `\r\n${Papa.unparse(rows)}` : ''}`;
        head = undefined;
        return utf8(text);
      },
      finish: async () => (head === undefined ? undefined : utf8(head)),
    };
  }
  if (format === 'xlsx') {
    const sheet = XLSX.utils.aoa_to_sheet([headers], { dense: true });
    return {
      add: async (rows) => {
        XLSX.utils.sheet_add_aoa(sheet, rows, { origin: -1 });
        return undefined;
      },
      finish: async () => {
        const book = XLSX.utils.book_new();
        XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
        return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
      },
    };
  }
  const pdf = await createTablePdf(title, headers);
  return {
    add: async (rows) => {
      pdf.addRows(rows);
      return undefined;
    },
    finish: () => pdf.save(),
  };
}
