import type { FastifyReply, FastifyRequest, FastifySchema, RouteGenericInterface, RouteShorthandOptionsWithHandler } from 'fastify';
import type { AuthContext } from './AuthContext.js';
import { authContextOf, sessionArgs } from './authenticate.js';
import { runJoined, type JoinedStatement } from './joinSession.js';
import { readThrough } from '../db/SoleWriterCache.js';
import type { Services } from '../services.js';
import type { Access } from '../http/access.js';
import { authorize } from './accessControl.js';
import { requireAccess } from './requireAccess.js';

/** Reads a joined statement as the route's caller: the session check, the rights check, then the caller and the rows. */
export type JoinedRead = <Row>(statement: JoinedStatement<Row>) => Promise<{ auth: AuthContext; rows: Row[] }>;

/**
 * A hot read route whose session check travels in the same statement as its own read (one round
 * trip on PostgreSQL; joinSession.ts). The access hook verifies the token only (401 without a
 * valid one, as before); `read` then runs the joined statement, answers 401 without a live session
 * and 403 without the declared right — from the rights of the session row read in that statement —
 * and only then hands over the rows and sets request.auth. Nothing read for a refused caller leaves
 * `read`.
 *
 * A refusal of the input (schema or handler) goes only to a caller who may call the route, as on
 * every other route: validation is attached, and an error raised before `read` checks the session
 * the usual way first. A handler that answers without calling `read` is refused by the access hook.
 */
export function sessionJoinedRoute<G extends RouteGenericInterface>(
  services: Services,
  options: { access: Access; schema?: FastifySchema },
  handler: (request: FastifyRequest<G>, reply: FastifyReply, read: JoinedRead) => Promise<unknown>,
): RouteShorthandOptionsWithHandler {
  return {
    config: { access: options.access, sessionJoined: true },
    schema: options.schema,
    attachValidation: true,
    handler: async function (request: FastifyRequest, reply: FastifyReply) {
      let read = false;
      const joinedRead: JoinedRead = async (statement) => {
        read = true;
        return readJoined(services, request, options.access, statement);
      };
      try {
        if (request.validationError) throw request.validationError;
        return await handler(request as FastifyRequest<G>, reply, joinedRead);
      } catch (error) {
        if (!read) await authorize(services, request, options.access);
        throw error;
      }
    },
  } as RouteShorthandOptionsWithHandler;
}

async function readJoined<Row>(services: Services, request: FastifyRequest, declared: Access, statement: JoinedStatement<Row>): Promise<{ auth: AuthContext; rows: Row[] }> {
  const claims = request.sessionClaims!;
  const now = new Date();
  const args = sessionArgs(claims, now);
  // On PGlite the answer is kept until this process next writes (a logout is a write); its session's expiry is checked again below.
  const { session, rows } = await readThrough(services.database, `joined ${statement.key} ${args.sessionId} ${args.employeeId}`, () => runJoined(services.database, statement, args));
  const auth = await authContextOf(session, now, services.permissions);
  requireAccess(auth, declared);
  request.auth = auth;
  return { auth, rows };
}
