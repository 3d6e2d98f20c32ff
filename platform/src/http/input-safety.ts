/**
 * One check of every request's text, for every route, before validation (issue 11): a string
 * with NUL (U+0000) or an unpaired UTF-16 surrogate anywhere in the path parameters, the query
 * string or the parsed body, and a query value whose percent-encoding is not UTF-8, are a 400
 * naming each field (`params.id`, `querystring.search`, `body.items.0.name`). Such text used to
 * reach PostgreSQL (which refuses NUL in text and both in jsonb) and answer 500.
 *
 *   installInputSafety(app)    the preValidation hook; buildApp installs it on every app
 *   inputFaults(request)       the faults of one request (for reuse and tests)
 *   frameworkErrors            fastify's answers before routing (a path that does not decode, a
 *                              parameter past maxParamLength) as problem+json 400 on `params`
 *
 * preValidation runs after authentication (onRequest), so an anonymous caller still gets 401,
 * and after body parsing, so it sees the body as the route's schema will.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unstorableText, type TextFault } from '@dtn/contracts';
import { ValidationError } from '../errors';
import { sendProblem } from './problem';

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/** The query parser keeps a value it cannot decode as raw text ("%E0%A4%A", or "%ED%A0%80", the
 * bytes a lone surrogate would have); the raw query says which keys those were. */
function malformedQuery(url: string): TextFault[] {
  const start = url.indexOf('?');
  if (start === -1) return [];
  return url
    .slice(start + 1)
    .split('&')
    .flatMap((pair) => {
      const [rawKey = '', ...rest] = pair.split('=');
      const key = decode(rawKey);
      if (key !== null && decode(rest.join('=')) !== null) return [];
      return [{ field: `querystring.${(key ?? rawKey).slice(0, 64)}`, message: 'is not valid percent-encoded UTF-8' }];
    });
}

function inputFaults(request: Pick<FastifyRequest, 'url' | 'params' | 'query' | 'body'>): TextFault[] {
  return [
    ...unstorableText(request.params, 'params'),
    ...malformedQuery(request.url),
    ...unstorableText(request.query, 'querystring'),
    ...unstorableText(request.body, 'body'),
  ];
}

export function installInputSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const faults = inputFaults(request);
    if (faults.length > 0) {
      throw new ValidationError(faults.map((fault) => `${fault.field}: ${fault.message}`).join('; '), faults);
    }
  });
}

/** Before routing the router cannot tell which parameter was bad, so the problem names `params`. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message: Record<string, string> = {
    FST_ERR_BAD_URL: 'the path is not valid percent-encoded UTF-8',
    FST_ERR_MAX_PARAM_LENGTH: 'a path parameter is too long',
  };
  const known = message[error.code];
  if (!known) {
    request.log.error({ err: error }, 'request failed before routing');
    void sendProblem(request, reply, { status: 500, code: 'internal', detail: 'An unexpected error occurred.' });
    return;
  }
  request.log.info({ status: 400, detail: known }, 'request rejected');
  void sendProblem(request, reply, {
    status: 400,
    code: 'validation',
    detail: `params: ${known}`,
    errors: [{ field: 'params', message: known }],
  });
}
