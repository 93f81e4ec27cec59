import { sql, type Kysely } from 'kysely';

/**
 * A menu with submenus, or a menu or submenu a role is granted, is in use: deleting it answers 409
 * (docs/decisions.md) instead of silently taking the submenus and every role's grants with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const restrict = [
    ['submenu', 'submenu_menu_id_fkey', 'menu_id', 'menu'],
    ['role_permission', 'role_permission_menu_id_fkey', 'menu_id', 'menu'],
    ['role_permission', 'role_permission_submenu_id_fkey', 'submenu_id', 'submenu'],
  ];
  for (const [table, constraint, column, target] of restrict) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT IF EXISTS ${sql.ref(constraint)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.ref(constraint)} FOREIGN KEY (${sql.ref(column)}) REFERENCES ${sql.table(target)}(id)`.execute(db);
  }
}
