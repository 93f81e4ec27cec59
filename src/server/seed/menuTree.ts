import type { Db } from '../db/database.js';
import { menuTree } from '../../shared/routeCatalogue.js';

/**
 * Writes the catalogue's menu tree into the menu and submenu tables. Entries that exist already
 * (by path) are left as administrators shaped them; only missing ones are added.
 */
export async function syncMenuTree(db: Db): Promise<void> {
  const known = new Set(
    (await db.selectFrom('menu').select('path').unionAll(db.selectFrom('submenu').select('path')).execute()).map((row) => row.path),
  );
  const missing = menuTree.filter((menu) => !known.has(menu.path) || menu.submenu.some((sub) => !known.has(sub.path)));
  if (missing.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const menu of missing) {
      const menuIndex = menuTree.indexOf(menu);
      await trx
        .insertInto('menu')
        .values({ text: menu.text, path: menu.path, icon: menu.icon, sort_order: menuIndex + 1 })
        .onConflict((oc) => oc.column('path').doNothing())
        .execute();
      const { id: menuId } = await trx.selectFrom('menu').select('id').where('path', '=', menu.path).executeTakeFirstOrThrow();
      if (menu.submenu.length === 0) continue;
      await trx
        .insertInto('submenu')
        .values(menu.submenu.map((sub, index) => ({ menu_id: menuId, text: sub.text, path: sub.path, sort_order: index + 1 })))
        .onConflict((oc) => oc.column('path').doNothing())
        .execute();
    }
  });
}
