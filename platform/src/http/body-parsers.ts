/**
 * The request-body parsers of every app (buildApp installs them before any route exists, so they
 * serve unknown paths, public routes and signed-in ones alike):
 *
 *   application/json   fastify's own parser (secure-json-parse: `__proto__` and `constructor`
 *                      keys refused), behind a scan of the raw bytes (./json-limits): a body past
 *                      the depth or key limits is a 400 naming `body`, and never parsed. On an
 *                      unknown path nothing reads the body, so after the scan it is not parsed
 *                      either: 1 MB of small objects with distinct keys, within the limits, still
 *                      cost 66-480 ms to parse (docs/architecture.md, "Input limits")
 *   text/plain         fastify's own: the text as is, nothing to parse (no route takes it; zod
 *                      refuses a string where an object is expected)
 *
 * Both stop at the body limit (1 MiB). Any other type is a 415 (a 404 on an unknown path), except
 * on the post-media upload, whose plugin scope adds multipart and reads files only
 * (command-service/src/post/uploaded-files.ts), so that no JSON field is parsed there.
 */
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors';
import { jsonShapeFault } from './json-limits';

export function installBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    const fault = jsonShapeFault(body);
    if (fault) {
      done(new ValidationError(`body: ${fault}`, [{ field: 'body', message: fault }]), undefined);
      return;
    }
    if (request.is404) done(null, undefined);
    else void parseJson(request, body.toString('utf8'), done);
  });
}
