import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { loadRolePermissions, type RolePermissions } from './permissions.js';

/**
 * Role permissions are read on every call but change rarely. Each entry is kept under the
 * permission version it was read at; the version is one row in the database, read with every
 * session check, and every writer of roles, menus or permissions bumps it through invalidate().
 * So every process and every instance on the same database answers with the new rights on its
 * very next request, without sharing memory.
 */
export class PermissionCache {
  readonly #entries = new Map<number, { version: number; value: Promise<RolePermissions> }>();

  constructor(private readonly db: Db) {}

  /** The rights of a role as of `version` (permission_version.version, read with the session). */
  get(roleId: number, version: number): Promise<RolePermissions> {
    const cached = this.#entries.get(roleId);
    if (cached && cached.version === version) return cached.value;
    const value = loadRolePermissions(this.db, roleId);
    this.#entries.set(roleId, { version, value });
    value.catch(() => this.#entries.delete(roleId));
    return value;
  }

  /** After a change to roles, menus or permissions has committed. */
  async invalidate(): Promise<void> {
    await sql`UPDATE permission_version SET version = version + 1 WHERE id = 1`.execute(this.db);
    this.#entries.clear();
  }
}
