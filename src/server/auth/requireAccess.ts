import type { AuthContext } from './AuthContext.js';
import type { Access } from '../http/access.js';
import { forbidden } from '../http/AppError.js';

/** 403 unless the caller's active role grants what the route declared (a menu right); any signed-in caller passes `self`. */
export function requireAccess(auth: AuthContext, declared: Access): void {
  if (declared.kind !== 'menu') return;
  if (!auth.permissions.byPath.get(declared.path)?.[declared.verb]) throw forbidden();
}
