import type { FastifyInstance } from 'fastify';
import { exportCell } from '../../shared/exportCell.js';
import { limitMessages, MAX_EXPORT_ROWS } from '../../shared/heavyWorkLimits.js';
import { access } from '../http/access.js';
import { badRequest } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { pageProperties, shortText } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { exportFormatOf, sendExport } from '../work/sendExport.js';
import { directoryPage, EMPLOYEE_STATUSES, employeeListCount, employeeListPage, employeeListPages, type EmployeeListFilter } from './employeeListQuery.js';

/** HR's screen of the people area: reading the list and exporting it need its view right. */
export const EMPLOYEE_LIST_PATH = '/employeeList';

type ListQuery = EmployeeListFilter & { page?: number; size?: number; format?: 'xlsx' | 'csv' };

const filterProperties = {
  search: shortText('Search', 100),
  empId: shortText('Emp ID', 50),
  department: shortText('Department', 100),
  designation: shortText('Designation', 100),
  manager: shortText('Manager', 100),
  status: { type: 'string', title: 'Status', enum: [...EMPLOYEE_STATUSES] },
} as const;
const listQuery = { type: 'object', additionalProperties: false, properties: { ...filterProperties, ...pageProperties } } as const;
const exportQuery = { type: 'object', additionalProperties: false, properties: { ...filterProperties, format: { type: 'string', title: 'Format', enum: ['xlsx', 'csv'] } } } as const;

const HEADERS = ['Emp ID', 'First Name', 'Last Name', 'Official Email', 'Department', 'Designation', 'Contact No', 'Date Of Joining', 'Reporting Manager', 'Reviewer', 'Status', 'Last Working Day'];

const filterOf = ({ search, empId, department, designation, manager, status }: ListQuery): EmployeeListFilter => ({ search, empId, department, designation, manager, status });

/** The employee list (issue 21 §2, docs/people.md): HR's paged, searchable list of the organisation and its Excel export. */
export async function employeeListRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, workers } = services;
  const tags = ['People'];
  const listAccess = access.menu(EMPLOYEE_LIST_PATH, 'view');

  app.get<{ Querystring: ListQuery }>(
    '/api/employee/filter',
    {
      config: { access: listAccess },
      schema: { tags, summary: "The organisation's employees by Emp ID, searchable by name or Emp ID and filtered by department, designation, manager and status (paged: content, totalElements, totalPages)", querystring: listQuery },
    },
    async (request) => ok(await employeeListPage(db, request.auth!.organizationId, filterOf(request.query), request.query.page ?? 0, request.query.size ?? 20)),
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/employee/filter/export',
    { config: { access: listAccess }, schema: { tags, summary: 'The employee list as Excel (or CSV), same filter; built in the worker pool', querystring: exportQuery } },
    async (request, reply) => {
      const format = exportFormatOf(request.query.format, ['xlsx', 'csv']);
      const organizationId = request.auth!.organizationId;
      const filter = filterOf(request.query);
      const count = await employeeListCount(db, organizationId, filter);
      if (count > MAX_EXPORT_ROWS) throw badRequest(limitMessages.exportTooLarge(count));
      async function* pages() {
        for await (const rows of employeeListPages(db, organizationId, filter)) {
          yield rows.map((r) =>
            [
              r.empId,
              r.firstName,
              r.lastName,
              r.officialEmail,
              r.department,
              r.designation,
              r.contactNo ?? '',
              r.dateOfJoining ?? '',
              r.managerEmpId ? `${r.managerEmpId} - ${r.managerName}` : '',
              r.reviewerEmpId ? `${r.reviewerEmpId} - ${r.reviewerName}` : '',
              r.status,
              r.lastWorkingDay ?? '',
            ].map((cell) => exportCell(cell)),
          );
        }
      }
      return sendExport(workers, request, reply, { format, title: 'Employees', fileName: `employees.${format}`, headers: HEADERS, pages: pages() });
    },
  );

  const directoryQuery = {
    type: 'object',
    additionalProperties: false,
    properties: { search: filterProperties.search, department: filterProperties.department, designation: filterProperties.designation, manager: filterProperties.manager, ...pageProperties },
  } as const;
  // The directory (/people): every employee reads their colleagues' names, roles and work contact; never HR's fields.
  app.get<{ Querystring: ListQuery }>(
    '/api/employee/people',
    { config: { access: access.self }, schema: { tags, summary: "The organisation's current employees for colleagues: name, designation, department, manager and official email (paged)", querystring: directoryQuery } },
    async (request) => {
      const { search, department, designation, manager, page, size } = request.query;
      return ok(await directoryPage(db, request.auth!.organizationId, { search, department, designation, manager }, page ?? 0, size ?? 20));
    },
  );
}
