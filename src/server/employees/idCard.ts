import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export const ID_CARD_FOLDER = 'idcard';

/** Where the ID card of an employee is found (UserDetails.idCard of spec 000 §3). */
export function idCardOf(empId: string): { fileName: string; folderName: string } {
  return { fileName: `${empId}.pdf`, folderName: ID_CARD_FOLDER };
}

export interface IdCardFacts {
  empId: string;
  name: string;
  designation: string;
  department: string;
  organization: string;
  bloodGroup: string | null;
  contactNo: string | null;
}

/** A CR80-sized (85.6 × 54 mm) ID card, drawn from the employee's current record. */
export async function renderIdCard(facts: IdCardFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`ID card ${facts.empId}`);
  const page = pdf.addPage([243, 153]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const green = rgb(0.11, 0.45, 0.27);
  page.drawRectangle({ x: 0, y: 123, width: 243, height: 30, color: green });
  page.drawText(facts.organization, { x: 10, y: 134, size: 10, font: bold, color: rgb(1, 1, 1), maxWidth: 225 });
  page.drawRectangle({ x: 10, y: 40, width: 60, height: 72, borderColor: green, borderWidth: 1 });
  page.drawText(initials(facts.name), { x: 24, y: 68, size: 20, font: bold, color: green });
  const lines: [string, string][] = [
    ['', facts.name],
    ['', facts.designation],
    ['Dept', facts.department],
    ['Emp ID', facts.empId],
    ['Blood', facts.bloodGroup ?? '-'],
    ['Emergency', facts.contactNo ?? '-'],
  ];
  lines.forEach(([label, value], index) => {
    const y = 104 - index * 13;
    const text = label ? `${label}: ${value}` : value;
    page.drawText(text, { x: 80, y, size: index === 0 ? 10 : 8, font: index === 0 ? bold : regular, maxWidth: 155 });
  });
  page.drawRectangle({ x: 0, y: 0, width: 243, height: 8, color: rgb(0.95, 0.55, 0.13) });
  return pdf.save();
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');
}
