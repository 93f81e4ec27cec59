import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { recordAudit } from '../audit/recordAudit.js';
import type { AuthContext } from '../auth/AuthContext.js';
import { employeeInOrganization, owns } from '../auth/tenancy.js';
import type { Db } from '../db/database.js';
import { access } from '../http/access.js';
import { AppError, badRequest, forbidden, notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { shortText } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { createAjv } from '../../shared/ajv.js';
import { DOCUMENT_EXTENSIONS, mayEdit, PROFILE_SCHEMAS, type ProfileEditor } from '../../shared/profileSections.js';
import { toFieldErrors } from '../../shared/validationMessages.js';
import { attendanceToday } from '../attendance/attendanceClock.js';
import { ORGANIZATION_TIME_ZONE } from '../../shared/organizationTimeZone.js';
import { employeeOfOrganization, ownProfile, PEOPLE_PATH } from './profileOwner.js';
import type { ProfileOwner } from './profileSection.js';
import { readProfileUpload } from './profileUpload.js';
import { DOCUMENTS_FOLDER, sendUserDocument } from './userDocument.js';
import { ID_CARD_FOLDER, loadIdCardFacts, renderIdCard } from '../employees/idCard.js';
import { sendUserFile } from '../files/sendUserFile.js';

export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** HR's list of documents about to expire looks this many days ahead unless asked otherwise. */
export const EXPIRING_WITHIN_DAYS = 30;

const schema = PROFILE_SCHEMAS.otherDocuments;
const validateMetadata = createAjv().compile(schema);

const documentsOf = (db: Db, organizationId: number) =>
  db
    .selectFrom('employee_document as d')
    .innerJoin('employee as e', 'e.id', 'd.employee_id')
    .select([
      'd.id',
      'e.emp_id as empId',
      'd.folder as folderName',
      'd.file_name as fileName',
      'd.original_name as originalName',
      'd.document_type as documentType',
      'd.document_number as documentNumber',
      'd.expiry_date as expiryDate',
      'd.verified',
      'd.created_by as uploadedBy',
      sql<string>`to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('uploadedAt'),
    ])
    .where('d.organization_id', '=', organizationId);

/**
 * Other Documents (spec 002 §2, §5, §7 doc-info; docs/profiles.md): an employee's files with a type,
 * a number and an optional expiry date, uploaded by the employee or HR, previewed through users/docs
 * and downloaded through users/doc-info/download; HR's list of documents expiring soon.
 */
export async function documentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  const list = async (owner: ProfileOwner) =>
    documentsOf(db, owner.organizationId).where('d.employee_id', '=', owner.id).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();

  const upload = async (request: FastifyRequest, auth: AuthContext, owner: ProfileOwner, editor: ProfileEditor) => {
    const file = await readProfileUpload(request, DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES);
    const metadata: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(file.fields)) {
      const trimmed = value.trim();
      if (trimmed === '') continue;
      metadata[name] = schema.properties[name]?.type === 'boolean' ? trimmed === 'true' : trimmed;
    }
    if (!metadata.documentType) throw badRequest('Document Type is required', [{ field: 'documentType', message: 'Document Type is required' }]);
    if (!validateMetadata(metadata)) {
      const fields = toFieldErrors(validateMetadata.errors, schema.properties as never);
      throw badRequest(fields[0]?.message ?? 'Invalid input', fields);
    }
    const refused = Object.keys(metadata).filter((name) => !mayEdit(schema.properties[name], editor));
    if (refused.length > 0) {
      const message = `${schema.properties[refused[0]].title} can be changed by HR only`;
      throw new AppError(403, message, [{ field: refused[0], message }]);
    }
    const name = `doc-${owner.organizationId}-${Date.now()}-${crypto.randomUUID().slice(0, 8)}.${file.extension}`;
    const id = await db.transaction().execute(async (trx) => {
      await trx.insertInto('stored_file').values({ name, organization_id: owner.organizationId, content_type: file.contentType, bytes: file.bytes, owner_employee_id: owner.id }).execute();
      const { id } = await trx
        .insertInto('employee_document')
        .values({
          organization_id: owner.organizationId,
          employee_id: owner.id,
          folder: DOCUMENTS_FOLDER,
          file_name: name,
          original_name: file.fileName.slice(0, 200),
          document_type: String(metadata.documentType),
          document_number: (metadata.documentNumber as string | undefined) ?? null,
          expiry_date: (metadata.expiryDate as string | undefined) ?? null,
          verified: metadata.verified === true,
          created_by: auth.empId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, auth, { entity: 'employee_document', entityId: id, action: 'create', after: { empId: owner.empId, fileName: name, originalName: file.fileName, ...metadata } });
      return id;
    });
    const [saved] = await documentsOf(db, owner.organizationId).where('d.id', '=', id).execute();
    return ok(saved, 'Document uploaded successfully');
  };

  const empIdParams = { type: 'object', required: ['empId'], properties: { empId: shortText('Employee ID', 20) } } as const;
  const hr = (verb: 'view' | 'edit') => ({ access: access.menu(PEOPLE_PATH, verb), owns: [owns('employee', 'params', 'empId')] });

  // A user's file by its folder: the ID card is drawn for its employee (or HR of the people area); any other folder is a stored document.
  app.get<{ Params: { folderName: string; fileName: string } }>(
    '/api/users/docs/:folderName/:fileName',
    {
      config: { access: access.self, owns: [owns('idCard', 'params', 'fileName')] },
      schema: {
        params: { type: 'object', required: ['folderName', 'fileName'], properties: { folderName: shortText('Folder', 50), fileName: shortText('File', 100) } },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { folderName, fileName } = request.params;
      if (folderName !== ID_CARD_FOLDER) return sendUserDocument(db, auth, reply, folderName, fileName, false);
      const empId = fileName.replace(/\.pdf$/i, '').toUpperCase();
      if (!fileName.toLowerCase().endsWith('.pdf')) throw notFound('Document not found');
      if (empId !== auth.empId && !auth.permissions.byPath.get(PEOPLE_PATH)?.view) throw forbidden();
      const employee = await employeeInOrganization(db, empId, auth.organizationId);
      const facts = employee && (await loadIdCardFacts(db, employee.id, auth.organizationId));
      if (!facts) throw notFound('Document not found');
      const pdf = await renderIdCard(facts);
      return sendUserFile(reply, { bytes: pdf, fileName: `${facts.empId}.pdf`, cacheSeconds: 300 });
    },
  );

  app.get('/api/employee/doc-info', { config: { access: access.self } }, async (request) => ok(await list(ownProfile(request.auth!))));
  app.post('/api/employee/doc-info', { config: { access: access.self } }, async (request) => upload(request, request.auth!, ownProfile(request.auth!), 'self'));
  app.get<{ Params: { empId: string } }>('/api/employee/doc-info/hr/:empId', { config: hr('view'), schema: { params: empIdParams } }, async (request) =>
    ok(await list(await employeeOfOrganization(db, request.auth!, request.params.empId))),
  );
  app.post<{ Params: { empId: string } }>('/api/employee/doc-info/hr/:empId', { config: hr('edit'), schema: { params: empIdParams } }, async (request) =>
    upload(request, request.auth!, await employeeOfOrganization(db, request.auth!, request.params.empId), 'hr'),
  );

  const fileParams = {
    type: 'object',
    required: ['folderName', 'fileName'],
    properties: { folderName: shortText('Folder', 50), fileName: shortText('File', 100) },
  } as const;
  app.get<{ Params: { folderName: string; fileName: string } }>(
    '/api/users/doc-info/download/:folderName/:fileName',
    { config: { access: access.self, owns: [owns('idCard', 'params', 'fileName')] }, schema: { params: fileParams } },
    async (request, reply) => sendUserDocument(db, request.auth!, reply, request.params.folderName, request.params.fileName, true),
  );

  // HR's list of the organisation's documents whose expiry date falls in the next `days` days (default 30), soonest first; expired ones are not listed.
  app.get<{ Querystring: { days?: number } }>(
    '/api/employee/documents/expiring',
    {
      config: { access: access.menu(PEOPLE_PATH, 'view') },
      schema: {
        summary: "HR's list of documents expiring soon (this product's path; docs/profiles.md)",
        description: 'Documents of the active organisation whose expiry date falls between today and today + days (default 30), soonest first.',
        querystring: { type: 'object', additionalProperties: false, properties: { days: { type: 'integer', title: 'Days', minimum: 1, maximum: 365 } } },
      },
    },
    async (request) => {
      const today = attendanceToday(ORGANIZATION_TIME_ZONE);
      const days = request.query.days ?? EXPIRING_WITHIN_DAYS;
      const rows = await documentsOf(db, request.auth!.organizationId)
        .select(sql<string>`e.first_name || ' ' || e.last_name`.as('employeeName'))
        .where('d.expiry_date', '>=', today)
        .where('d.expiry_date', '<=', sql<string>`(${today}::date + ${days}::int)`)
        .orderBy('d.expiry_date')
        .orderBy('d.id')
        .limit(1000)
        .execute();
      return ok(rows);
    },
  );
}
