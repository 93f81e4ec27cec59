import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';
import { byPrimaryManager } from './byPrimaryManager.js';
import { editOrgsAndSubOrgs } from './editOrgsAndSubOrgs.js';
import { employeeOptions } from './employeeOptions.js';
import { getActiveEmployees } from './getActiveEmployees.js';
import { getDivisionHead } from './getDivisionHead.js';
import { getManagerId } from './getManagerId.js';
import { reporterList } from './reporterList.js';
import { reviewerList } from './reviewerList.js';
import { spoc } from './spoc.js';

/** Spec 002 §7's employee look-ups (docs/people.md, "Look-ups"), one file each; edit-role-type is served by admin/roleAssignmentRoutes.ts. */
export async function employeeLookupRoutes(app: FastifyInstance, services: Services): Promise<void> {
  for (const lookup of [getActiveEmployees, employeeOptions, reporterList, reviewerList, byPrimaryManager, getManagerId, getDivisionHead, spoc, editOrgsAndSubOrgs]) lookup(app, services);
}
