import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../db/database.js';
import { personName } from '../../shared/personName.js';

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
  /** The emergency relation of the ID card details (HR's update-idCardByHr): 'Lakshmi (Mother)'. */
  relation?: string | null;
}

/**
 * What the card shows of an employee of the organisation: the employee row, and the ID card details HR
 * keeps (docs/profiles.md) — their emergency contact wins over the employee's own number.
 */
export async function loadIdCardFacts(db: Db, employeeId: number, organizationId: number): Promise<IdCardFacts | undefined> {
  const employee = await db
    .selectFrom('employee as e')
    .innerJoin('employee_organization as eo', 'eo.employee_id', 'e.id')
    .innerJoin('organization as o', 'o.id', 'eo.organization_id')
    .leftJoin('employee_profile as p', 'p.employee_id', 'e.id')
    .select(['e.emp_id', 'e.first_name', 'e.last_name', 'e.designation', 'e.department', 'e.blood_group', 'e.contact_no', 'o.organization_detail', 'p.id_card'])
    .where('e.id', '=', employeeId)
    .where('eo.organization_id', '=', organizationId)
    .executeTakeFirst();
  if (!employee) return undefined;
  const details = (employee.id_card ?? {}) as { empRelation?: string; nameOfRelation?: string; contactNo?: string };
  const relation = [details.nameOfRelation, details.empRelation ? `(${details.empRelation})` : ''].filter(Boolean).join(' ');
  return {
    empId: employee.emp_id,
    name: personName(employee.first_name, employee.last_name),
    designation: employee.designation,
    department: employee.department,
    organization: employee.organization_detail,
    bloodGroup: employee.blood_group,
    contactNo: details.contactNo || employee.contact_no,
    relation: relation || null,
  };
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
    ...(facts.relation ? [['Contact', facts.relation] as [string, string]] : []),
  ];
  lines.forEach(([label, value], index) => {
    const y = 104 - index * (lines.length > 6 ? 11 : 13);
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
