/** What a route needs of its caller. Every /api route declares one; a route without it does not start. */
import type { Verb } from '../../shared/permissionMatrix.js';

export type { Verb };

export type Access =
  | { kind: 'public' }
  /** Any signed-in user, acting on their own records. */
  | { kind: 'self' }
  /** A signed-in user whose active role grants `verb` on the menu or submenu at `path`. */
  | { kind: 'menu'; path: string; verb: Verb };

export const access = {
  public: { kind: 'public' } as Access,
  self: { kind: 'self' } as Access,
  menu: (path: string, verb: Verb = 'view'): Access => ({ kind: 'menu', path, verb }),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Set by sessionJoinedRoute: the access hook verifies the token only; the handler's joined read checks the session and rights. */
    sessionJoined?: boolean;
  }
}
