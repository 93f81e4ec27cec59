import type { Db } from '../db/database.js';
import { loadRolePermissions, type RolePermissions } from './permissions.js';

/**
 * Role permissions are read on every call but change rarely. Writers of roles, menus and
 * permissions call invalidate(), so this process answers with the new rights on the very next
 * request; the short lifetime bounds staleness when several processes share one PostgreSQL.
 */
export class PermissionCache {
  readonly #entries = new Map<number, { expires: number; value: Promise<RolePermissions> }>();

  constructor(
    private readonly db: Db,
    private readonly lifetimeMs = 5_000,
  ) {}

  get(roleId: number): Promise<RolePermissions> {
    const now = Date.now();
    const cached = this.#entries.get(roleId);
    if (cached && cached.expires > now) return cached.value;
    const value = loadRolePermissions(this.db, roleId);
    this.#entries.set(roleId, { expires: now + this.lifetimeMs, value });
    value.catch(() => this.#entries.delete(roleId));
    return value;
  }

  invalidate(): void {
    this.#entries.clear();
  }
}
