import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { ProductMail } from '../mail/productMail.js';
import { displayDate } from '../../shared/displayDate.js';
import { EXPIRING_WITHIN_DAYS } from './documentRoutes.js';

/**
 * The daily reminder of a document about to expire (docs/profiles.md): every day of the
 * `withinDays` before its expiry date, its employee gets one mail through the outbox. A reminder
 * is claimed in document_expiry_reminder (document, day) before it is sent, so a second pass the same
 * day — another process, a restart — sends nothing. Answers how many were sent.
 */
export async function sendDocumentExpiryReminders(db: Db, mailer: { send(mail: ProductMail): Promise<void> }, today: string, withinDays = EXPIRING_WITHIN_DAYS): Promise<number> {
  const due = await db
    .selectFrom('employee_document as d')
    .innerJoin('employee as e', 'e.id', 'd.employee_id')
    .select(['d.id', 'd.organization_id', 'd.document_type', 'd.original_name', 'd.expiry_date', 'e.official_email', 'e.first_name'])
    .where('d.expiry_date', '>=', today)
    .where('d.expiry_date', '<=', sql<string>`(${today}::date + ${withinDays}::int)`)
    .where('e.status', '=', 'Active')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('document_expiry_reminder as r').select('r.document_id').whereRef('r.document_id', '=', 'd.id').where('r.reminder_date', '=', today))))
    .orderBy('d.id')
    .limit(5000)
    .execute();
  let sent = 0;
  for (const document of due) {
    const claimed = await db
      .insertInto('document_expiry_reminder')
      .values({ document_id: document.id, reminder_date: today })
      .onConflict((oc) => oc.doNothing())
      .returning('document_id')
      .executeTakeFirst();
    if (!claimed || !document.official_email) continue;
    await mailer.send({
      to: document.official_email,
      organizationId: document.organization_id,
      event: 'Document Expiry Reminder',
      variables: { firstName: document.first_name, documentType: document.document_type, fileName: document.original_name, expiryDate: displayDate(document.expiry_date) },
    });
    sent++;
  }
  return sent;
}
