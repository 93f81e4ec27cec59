import type { FastifyInstance } from 'fastify';

/**
 * A reply sent before its request body was read (a refused upload: wrong type, no right, too
 * large) must not leave the rest of the body in the connection, or the next request on that
 * keep-alive connection waits behind it until a time-out. A body of declared length within the
 * body limit is read and discarded, so the connection stays usable; anything else (chunked, or
 * larger than the limit) is also discarded while the reply asks to close the connection.
 */
export function installUnreadBodyDrain(app: FastifyInstance): void {
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || raw.readableEnded || raw.destroyed) return payload;
    const declared = Number(raw.headers['content-length']);
    if (!(declared <= bodyLimit)) reply.header('connection', 'close');
    // Detach any reader that stopped mid-body (the multipart parser) and let the rest flow away.
    raw.unpipe();
    raw.resume();
    return payload;
  });
}
