/**
 * RFC 7807 problem details, the one error body every service answers with.
 *
 *   Problem                                  the body: {type, title, status, detail, instance, errors?}
 *   PROBLEM_CONTENT_TYPE                     'application/problem+json'
 *   problemType(code): string                'urn:dtn:problem:<code>' (stable; clients map the code)
 *   problemTitle(code): string               its title ('Not found')
 *   sendProblem(request, reply, input)       sends a problem for this request (instance = its URL,
 *                                            secrets in the query redacted: ./redact-url)
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problemContentType, type Problem } from '@dtn/contracts';
import type { FieldError, ProblemCode } from '../errors';
import { redactUrl } from './redact-url';

/** The body's shape is the contracts' Problem schema, which the frontend parses. */
const PROBLEM_CONTENT_TYPE = problemContentType;

const TITLES: Record<ProblemCode, string> = {
  validation: 'Invalid request',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  'not-found': 'Not found',
  conflict: 'Conflict',
  'precondition-failed': 'Precondition failed',
  'bad-request': 'Bad request',
  'payload-too-large': 'Payload too large',
  'unsupported-media-type': 'Unsupported media type',
  'too-many-requests': 'Too many requests',
  'request-timeout': 'Request timeout',
  'header-fields-too-large': 'Request header fields too large',
  'service-unavailable': 'Service unavailable',
  internal: 'Internal server error',
};

export function problemType(code: ProblemCode): string {
  return `urn:dtn:problem:${code}`;
}

export const problemTitle = (code: ProblemCode): string => TITLES[code];

export interface ProblemInput {
  status: number;
  code: ProblemCode;
  detail: string;
  errors?: FieldError[];
  /** A 412's extension member: what is current now (PreconditionFailedError). */
  current?: Record<string, unknown>;
}

function toProblem(instance: string, input: ProblemInput): Problem {
  const problem: Problem = {
    type: problemType(input.code),
    title: TITLES[input.code],
    status: input.status,
    detail: input.detail,
    instance,
  };
  if (input.errors && input.errors.length > 0) problem.errors = input.errors;
  if (input.current) problem.current = input.current;
  return problem;
}

/** Sends the problem as plain JSON text: a route's zod response serializer must not see it.
 * Refused before its body was read to the end (an upload stopped at its first bad part), a
 * request leaves the rest of its body on the connection, where the next request would wait
 * behind it until the keep-alive timeout: such a connection is closed after the answer. */
export function sendProblem(request: FastifyRequest, reply: FastifyReply, input: ProblemInput): FastifyReply {
  if (!request.raw.complete) reply.header('connection', 'close');
  return reply
    .code(input.status)
    .type(PROBLEM_CONTENT_TYPE)
    .serializer(JSON.stringify)
    .send(toProblem(redactUrl(request.url), input));
}
