import type { FastifyInstance } from 'fastify';
import { ENTITLEMENT_STEP, MAX_DAYS_PER_YEAR } from '../../../shared/leaveScheme.js';
import { attendanceToday } from '../../attendance/attendanceClock.js';
import { access } from '../../http/access.js';
import { notFound } from '../../http/AppError.js';
import { ok } from '../../http/reply.js';
import { databaseId, idParams } from '../../http/schemaParts.js';
import { owns } from '../../auth/tenancy.js';
import type { Services } from '../../services.js';
import { myLeaveTypes } from '../myLeaveTypes.js';
import { createLeaveScheme } from './createLeaveScheme.js';
import { deleteLeaveScheme } from './deleteLeaveScheme.js';
import type { SchemeBody } from './leaveSchemeRules.js';
import { updateLeaveScheme } from './updateLeaveScheme.js';
import { loadSchemeRecords } from './loadSchemeRecords.js';

/** The Leave Scheme page's menu (Settings › Leave Scheme in the menu tree). */
export const LEAVE_SCHEME_PATH = '/leaveScheme';
const BASE = '/api/leave/scheme';

const orgQuery = { type: 'object', additionalProperties: false, properties: { org: { ...databaseId, title: 'Organization' } } } as const;
const ids = (title: string) => ({ type: 'array', title, maxItems: 500, uniqueItems: true, items: { ...databaseId, title } }) as const;
const fields = {
  schemeName: { type: 'string', title: 'Scheme Name', minLength: 1, maxLength: 60, pattern: '\\S', 'x-pattern-message': 'Scheme Name cannot be empty or just spaces' },
  isDefault: { type: 'boolean', title: 'Default Scheme' },
  status: { type: 'string', title: 'Status', enum: ['Active', 'Inactive'] },
  entitlements: {
    type: 'array',
    title: 'Entitlements',
    maxItems: 100,
    items: {
      type: 'object',
      required: ['leaveType', 'daysPerYear'],
      additionalProperties: false,
      properties: {
        leaveType: { type: 'string', title: 'Leave Type', minLength: 1, maxLength: 5, pattern: '^[A-Z]+$', 'x-pattern-message': 'Leave Type must be a leave type code' },
        daysPerYear: { type: 'number', title: 'Days per Year', minimum: 0, maximum: MAX_DAYS_PER_YEAR, multipleOf: ENTITLEMENT_STEP },
      },
    },
  },
  grades: ids('Grades'),
  rolesOfIntake: ids('Roles of Intake'),
  employees: { type: 'array', title: 'Employees', maxItems: 5000, uniqueItems: true, items: { type: 'string', title: 'Emp ID', minLength: 1, maxLength: 50 } },
} as const;
const createBody = { type: 'object', required: ['schemeName', 'entitlements'], additionalProperties: false, properties: fields } as const;
const updateBody = {
  type: 'object',
  required: ['schemeName', 'entitlements', 'version'],
  additionalProperties: false,
  // The record as read is sent back: its id and system fields are ignored.
  properties: {
    ...fields,
    version: { type: 'integer', title: 'Version', minimum: 1, maximum: 2_147_483_647 },
    id: databaseId,
    createdBy: { type: ['string', 'null'] },
    updatedBy: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

/**
 * Spec 002 §7 leave schemes (`/leave/scheme`: POST with org, GET, DELETE by id) plus the edit the
 * spec leaves out (PUT by id), and the caller's own applicable types (GET /leave/my-types).
 * docs/leave-types-and-schemes.md.
 */
export async function leaveSchemeRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const tags = ['Leave Schemes'];
  const ownsOrg = [owns('organization', 'query', 'org')];

  app.get<{ Querystring: { org?: number } }>(
    BASE,
    { config: { access: access.menu(LEAVE_SCHEME_PATH, 'view'), owns: ownsOrg }, schema: { tags, summary: "The organisation's leave schemes with their entitlements and assignments", querystring: orgQuery } },
    async (request) => ok(await loadSchemeRecords(db, request.auth!.organizationId)),
  );

  app.get<{ Params: { id: number } }>(
    `${BASE}/:id`,
    { config: { access: access.menu(LEAVE_SCHEME_PATH, 'view') }, schema: { tags, summary: 'One leave scheme', params: idParams('id') } },
    async (request) => {
      const [scheme] = await loadSchemeRecords(db, request.auth!.organizationId, request.params.id);
      if (!scheme) throw notFound('Leave scheme not found');
      return ok(scheme);
    },
  );

  app.post<{ Querystring: { org?: number }; Body: SchemeBody }>(
    BASE,
    {
      config: { access: access.menu(LEAVE_SCHEME_PATH, 'add'), owns: ownsOrg },
      schema: { tags, summary: 'Add a leave scheme (org: the active organisation)', querystring: orgQuery, body: createBody },
    },
    async (request, reply) => reply.status(201).send(ok(await createLeaveScheme(db, request.auth!, request.body), 'Leave Scheme added successfully')),
  );

  app.put<{ Params: { id: number }; Body: SchemeBody }>(
    `${BASE}/:id`,
    {
      config: { access: access.menu(LEAVE_SCHEME_PATH, 'edit') },
      schema: { tags, summary: 'Edit a leave scheme: its fields, entitlements and assignments replaced, with the version it was read at', params: idParams('id'), body: updateBody },
    },
    async (request) => ok(await updateLeaveScheme(db, request.auth!, request.params.id, request.body), 'Leave Scheme updated successfully'),
  );

  app.delete<{ Params: { id: number } }>(
    `${BASE}/:id`,
    { config: { access: access.menu(LEAVE_SCHEME_PATH, 'delete') }, schema: { tags, summary: 'Delete a leave scheme nobody is assigned to (never the default)', params: idParams('id') } },
    async (request) => ok(await deleteLeaveScheme(db, request.auth!, request.params.id), 'Leave Scheme deleted successfully'),
  );

  app.get(
    '/api/leave/my-types',
    { config: { access: access.self }, schema: { tags: ['Leave'], summary: 'The leave types the caller may take today (their scheme, gender and probation), with their rules' } },
    async (request) => ok(await myLeaveTypes(db, request.auth!.organizationId, request.auth!.employeeId, attendanceToday())),
  );
}
