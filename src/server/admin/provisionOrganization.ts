import type { AuthContext } from '../auth/AuthContext.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/AppError.js';
import { holdsInSession, SITE_ADMIN } from '../auth/tenancy.js';
import { createStandardScheme } from '../leave/schemes/createStandardScheme.js';
import { insertSeedRows } from '../masters/seedMasters.js';
import type { MasterDefinition } from '../masters/MasterDefinition.js';

/**
 * A new organisation starts usable: its master lists get their seed rows, it receives a copy of
 * the creator's organisation's roles and permissions, and the creator is mapped to it with the
 * role they hold now, so they can switch to it and shape it. Its leave types (seed rows) come with
 * a default "Standard" leave scheme, so every employee it gets has one
 * (docs/leave-types-and-schemes.md). Creating an organisation is a Site Admin act
 * (docs/tenancy.md): it runs in the creating transaction, so a refusal writes nothing.
 */
export async function provisionOrganization(trx: Db, organizationId: number, auth: AuthContext, masters: MasterDefinition[]): Promise<void> {
  if (!holdsInSession(auth, SITE_ADMIN)) throw forbidden('Only a Site Admin can create an organisation.');
  for (const definition of masters) {
    if (definition.ownsTable && definition.schema['x-scope'] === 'organization') await insertSeedRows(trx, definition, organizationId);
  }
  await createStandardScheme(trx, organizationId, auth.empId);
  const roles = await trx.selectFrom('role').selectAll().where('organization_id', '=', auth.organizationId).execute();
  let creatorRole: number | undefined;
  for (const role of roles) {
    const { id } = await trx
      .insertInto('role')
      .values({ organization_id: organizationId, role_type: role.role_type, role_sequence: role.role_sequence, status: role.status })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (role.id === auth.roleId) creatorRole = id;
    const grants = await trx.selectFrom('role_permission').selectAll().where('role_id', '=', role.id).execute();
    if (grants.length > 0) {
      await trx.insertInto('role_permission').values(grants.map(({ id: _id, ...grant }) => ({ ...grant, role_id: id }))).execute();
    }
  }
  await trx.insertInto('employee_organization').values({ employee_id: auth.employeeId, organization_id: organizationId }).execute();
  if (creatorRole !== undefined) {
    await trx.insertInto('employee_role').values({ employee_id: auth.employeeId, organization_id: organizationId, role_id: creatorRole, is_default: true }).execute();
  }
}
