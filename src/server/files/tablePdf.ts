import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** A plain landscape A4 table: a title, a header row repeated on each page, and the rows. */
export async function renderTablePdf(title: string, headers: string[], rows: string[][]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [842, 595];
  const margin = 36;
  const rowHeight = 16;
  const columnWidth = (width - margin * 2) / Math.max(headers.length, 1);
  const fit = (text: string, size: number, f = font) => {
    // Helvetica has no glyphs outside WinAnsi; replace rather than fail the whole export.
    const clean = text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
    const room = columnWidth - 6;
    if (f.widthOfTextAtSize(clean, size) <= room) return clean;
    let cut = clean;
    while (cut.length > 1 && f.widthOfTextAtSize(`${cut}…`, size) > room) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const header = () => {
    page.drawText(title, { x: margin, y, size: 14, font: bold });
    y -= 24;
    page.drawRectangle({ x: margin, y: y - 4, width: width - margin * 2, height: rowHeight, color: rgb(0.11, 0.45, 0.27) });
    headers.forEach((h, i) => page.drawText(fit(h, 9, bold), { x: margin + 3 + i * columnWidth, y, size: 9, font: bold, color: rgb(1, 1, 1) }));
    y -= rowHeight;
  };
  header();
  for (const row of rows) {
    if (y < margin + rowHeight) {
      page = pdf.addPage([width, height]);
      y = height - margin;
      header();
    }
    row.forEach((cell, i) => page.drawText(fit(cell, 9), { x: margin + 3 + i * columnWidth, y, size: 9, font }));
    y -= rowHeight;
  }
  return pdf.save();
}
