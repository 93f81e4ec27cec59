/**
 * The call bench's HTTP floor (docs/performance.md), run as its own process like the product: the
 * product's joined statements (floorCalls.ts) behind a bare `node:http` server — no framework, no
 * validation, no access check beyond the session being live, the rows sent as JSON — on a pool of
 * as many connections as the product holds. autocannon measures it exactly as it measures the
 * product, so the two differ only by what the product does around the statement.
 *
 * Env: DATABASE_URL, PORT, HOST. GET /profile and GET /list with `Authorization: Bearer <token>`;
 * GET /api/health answers when it is ready (serverProcess.ts waits for it).
 */
import http from 'node:http';
import pg from 'pg';
import { POSTGRES_POOL_SIZE } from '../../src/server/db/database.js';
import { floorCalls, FLOOR_PATHS, type FloorKind } from './floorCalls.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POSTGRES_POOL_SIZE });
const calls = floorCalls(pool);
const kindOf = new Map(Object.entries(FLOOR_PATHS).map(([kind, path]) => [path, kind as FloorKind]));

const send = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

const server = http.createServer(async (request, response) => {
  if (request.url === '/api/health') return send(response, 200, { status: 'ok' });
  const kind = kindOf.get(request.url ?? '');
  if (!kind) return send(response, 404, { message: 'Not found' });
  try {
    const rows = await calls[kind](request.headers.authorization?.replace(/^Bearer /, '') ?? '');
    send(response, rows ? 200 : 401, rows ? { data: rows } : { message: 'Unauthorized' });
  } catch (error) {
    send(response, 500, { message: (error as Error).message });
  }
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void pool.end()));
