import type { Db } from '../db/database.js';
import type { MasterDefinition } from './MasterDefinition.js';

export const DEFAULT_MENU_PARENT = 'Settings';

/**
 * A master whose menu path is not in the menu tree yet (a newly dropped-in file) gets a submenu
 * under its `x-menu-parent` menu. Roles that hold the parent's first submenu get the same verbs on
 * it, so the administrators of that area see the new list at once; others can be granted it later.
 */
export async function syncMasterMenus(db: Db, definitions: MasterDefinition[]): Promise<void> {
  const known = new Set(
    (await db.selectFrom('menu').select('path').unionAll(db.selectFrom('submenu').select('path')).execute()).map((row) => row.path),
  );
  for (const definition of definitions) {
    const path = definition.schema['x-menu'];
    if (known.has(path)) continue;
    const parentText = (definition.schema['x-menu-parent'] as string | undefined) ?? DEFAULT_MENU_PARENT;
    const parent = await db.selectFrom('menu').select('id').where('text', '=', parentText).executeTakeFirst();
    if (!parent) throw new Error(`Schema ${definition.file}: x-menu-parent "${parentText}" is not a menu`);
    await db.transaction().execute(async (trx) => {
      const siblings = await trx.selectFrom('submenu').select(['id', 'sort_order']).where('menu_id', '=', parent.id).orderBy('sort_order').execute();
      const { id } = await trx
        .insertInto('submenu')
        .values({ menu_id: parent.id, text: definition.schema.title, path, sort_order: (siblings.at(-1)?.sort_order ?? 0) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (siblings.length === 0) return;
      const template = await trx.selectFrom('role_permission').selectAll().where('submenu_id', '=', siblings[0].id).execute();
      if (template.length === 0) return;
      await trx
        .insertInto('role_permission')
        .values(template.map(({ id: _id, ...grant }) => ({ ...grant, submenu_id: id })))
        .execute();
    });
  }
}
