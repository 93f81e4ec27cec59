import { exportCell } from '../../shared/exportCell';
import { cellText, type ColumnSpec } from './masterSchemaView';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A self-contained printable page: the title and one table of the rows, in the grid's columns. */
export function printableHtml(title: string, columns: readonly ColumnSpec[], rows: readonly Record<string, unknown>[]): string {
  const head = columns.map((column) => `<th>${escapeHtml(column.headerName)}</th>`).join('');
  const body = rows.length
    ? rows
        .map((row) => `<tr>${columns.map((column) => `<td>${escapeHtml(exportCell(row[column.field], cellText(column.kind, row[column.field])))}</td>`).join('')}</tr>`)
        .join('\n')
    : `<tr><td colspan="${Math.max(columns.length, 1)}">No data available</td></tr>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
  body { font-family: Roboto, Helvetica, Arial, sans-serif; margin: 24px; color: #1a1a1a; }
  h1 { font-size: 18px; margin: 0 0 12px; }
  table { border-collapse: collapse; width: 100%; font-size: 12px; }
  th, td { border: 1px solid #bdbdbd; padding: 6px 8px; text-align: left; vertical-align: top; }
  th { background: #f0f0f0; }
  tr { break-inside: avoid; }
</style></head>
<body><h1>${escapeHtml(title)}</h1>
<table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table></body></html>`;
}

/** Prints a page without leaving this one: a hidden frame holds it while the print dialog is open. */
export function printHtml(html: string): HTMLIFrameElement {
  // One print frame at a time; a frame whose dialog never reported 'afterprint' goes now.
  document.querySelectorAll('iframe[data-print="master-table"]').forEach((old) => old.remove());
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.print = 'master-table';
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.style.right = '0';
  frame.style.bottom = '0';
  document.body.appendChild(frame);
  const view = frame.contentWindow;
  if (!view) {
    frame.remove();
    throw new Error('Printing is not available');
  }
  view.document.open();
  view.document.write(html);
  view.document.close();
  const remove = () => setTimeout(() => frame.remove(), 1000);
  view.addEventListener('afterprint', remove, { once: true });
  view.focus();
  view.print();
  return frame;
}
