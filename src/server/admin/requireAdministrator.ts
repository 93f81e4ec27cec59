import type { Db } from '../db/database.js';
import { conflict } from '../http/AppError.js';
import { SITE_ADMIN } from '../auth/tenancy.js';

/**
 * Refuses (409) a change already written in `trx` that leaves one of these organisations without an
 * administrator: an active employee who, through an active role of that organisation, holds the Site
 * Admin right (edit on Roles And Permissions, an active menu or submenu). Without one nobody can
 * grant any right back, the change's own undo included (issue 17 §1). Every write that can take the
 * right away calls this after writing and before committing; the throw rolls the write back.
 *
 * The organisations' rows are locked first (in id order, FOR NO KEY UPDATE: inserts that merely
 * reference an organisation are not held up), so two changes that are each harmless cannot together
 * remove the last administrator: the second waits for the first to commit, and its check, a new
 * statement under READ COMMITTED, sees what the first did.
 */
export async function requireAdministrator(trx: Db, organizationIds: readonly number[]): Promise<void> {
  const ids = [...new Set(organizationIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const organizations = await trx.selectFrom('organization').select(['id', 'organization_code']).where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
  const administered = new Set(
    (
      await trx
        .selectFrom('employee_role as er')
        .innerJoin('employee as e', 'e.id', 'er.employee_id')
        .innerJoin('role as r', 'r.id', 'er.role_id')
        .innerJoin('role_permission as rp', 'rp.role_id', 'r.id')
        .innerJoin('menu as m', 'm.id', 'rp.menu_id')
        .leftJoin('submenu as s', 's.id', 'rp.submenu_id')
        .select('er.organization_id')
        .distinct()
        .where('er.organization_id', 'in', ids)
        .where('e.status', '=', 'Active')
        .where('r.status', '=', 'Active')
        .where('rp.can_view', '=', true)
        .where(`rp.can_${SITE_ADMIN.verb}`, '=', true)
        .where('m.status', '=', 'Active')
        // As loadRolePermissions reads a right: the menu's own row, or an active submenu's.
        .where((eb) =>
          eb.or([
            eb.and([eb('rp.submenu_id', 'is', null), eb('m.path', '=', SITE_ADMIN.path)]),
            eb.and([eb('s.status', '=', 'Active'), eb('s.path', '=', SITE_ADMIN.path)]),
          ]),
        )
        .execute()
    ).map((row) => row.organization_id),
  );
  const left = organizations.filter((organization) => !administered.has(organization.id));
  if (left.length > 0) {
    throw conflict(
      `An organisation must keep at least one active employee who can edit Roles And Permissions: this change would leave ${left
        .map((organization) => organization.organization_code)
        .join(', ')} with none, so nothing was saved.`,
    );
  }
}
