import { errorCodes, type FastifyInstance } from 'fastify';
import { badRequest } from './AppError.js';

/**
 * How deep arrays and objects may nest in a JSON body. The deepest body the API takes (an import
 * row's object field inside `rows`) nests 4 levels; recursive code meeting thousands of levels
 * (a validator, a walk over the value) overflows the stack, so the limit is checked on the text,
 * before anything walks the value (docs/input-validation.md).
 */
export const MAX_JSON_DEPTH = 32;

export const messages = {
  tooDeep: `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep, which is not allowed`,
  noBoundary: 'A multipart/form-data body needs its boundary (Content-Type: multipart/form-data; boundary=…)',
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const [OPEN_ARRAY, OPEN_OBJECT, CLOSE_ARRAY, CLOSE_OBJECT] = [0x5b, 0x7b, 0x5d, 0x7d];

/** Whether a JSON text nests arrays and objects deeper than `limit`, read in one pass without parsing it. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** `multipart/form-data` without `boundary=`: the multipart reader could find no part in it. */
const MULTIPART_WITHOUT_BOUNDARY = (contentType: string) => /^\s*multipart\//i.test(contentType) && !/;\s*boundary\s*=\s*[^\s;]/i.test(contentType);

/**
 * The body shapes the API takes, for every route: JSON (at most MAX_JSON_DEPTH deep; Fastify's own
 * parser after the check, so its prototype-poisoning and empty-body refusals stay) and
 * multipart/form-data with a boundary (uploads). A text/plain body has no meaning here and is a
 * 415 like any other type, instead of reaching a handler as a string — but an empty one on a DELETE
 * passes: react-admin's REST client labels its body-less DELETE `text/plain`. (A route's body schema is
 * per content type, so an empty text/plain POST would reach its handler unvalidated.)
 */
export function installBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(badRequest(messages.tooDeep), undefined);
    parseJson(request, body as string, done);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && request.method === 'DELETE') return done(null, undefined);
    done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
  });
  app.addHook('onRequest', async (request) => {
    const contentType = request.headers['content-type'];
    if (contentType && MULTIPART_WITHOUT_BOUNDARY(contentType)) throw badRequest(messages.noBoundary);
  });
}
