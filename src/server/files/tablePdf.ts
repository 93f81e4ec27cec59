import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface TablePdf {
  addRows(rows: readonly string[][]): void;
  save(): Promise<Uint8Array>;
}

/**
 * A plain landscape A4 table: a title, a header row repeated on each page, and the rows, added a
 * page of the export at a time (the rows need never all be in memory at once).
 */
export async function createTablePdf(title: string, headers: string[]): Promise<TablePdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [842, 595];
  const margin = 36;
  const rowHeight = 16;
  const columnWidth = (width - margin * 2) / Math.max(headers.length, 1);
  const fit = (text: string, size: number, f: PDFFont = font) => {
    // Helvetica has no glyphs outside WinAnsi; replace rather than fail the whole export.
    const clean = text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
    const room = columnWidth - 6;
    if (f.widthOfTextAtSize(clean, size) <= room) return clean;
    let cut = clean;
    while (cut.length > 1 && f.widthOfTextAtSize(`${cut}…`, size) > room) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  let page: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([width, height]);
    y = height - margin;
    page.drawText(title, { x: margin, y, size: 14, font: bold });
    y -= 24;
    page.drawRectangle({ x: margin, y: y - 4, width: width - margin * 2, height: rowHeight, color: rgb(0.11, 0.45, 0.27) });
    headers.forEach((h, i) => page.drawText(fit(h, 9, bold), { x: margin + 3 + i * columnWidth, y, size: 9, font: bold, color: rgb(1, 1, 1) }));
    y -= rowHeight;
  };
  newPage();
  return {
    addRows(rows) {
      for (const row of rows) {
        if (y < margin + rowHeight) newPage();
        row.forEach((cell, i) => page.drawText(fit(cell, 9), { x: margin + 3 + i * columnWidth, y, size: 9, font }));
        y -= rowHeight;
      }
    },
    save: () => pdf.save(),
  };
}
