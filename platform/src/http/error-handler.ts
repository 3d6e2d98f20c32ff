/**
 * One error handler and one not-found handler for a whole app: every failure leaves as RFC 7807
 * problem+json (./problem).
 *
 *   installErrorHandling(app)   sets both handlers; buildApp calls it, services need not
 *   describeError(error)        ProblemInput for any thrown value (exported for tests/reuse)
 *
 * Mapping: our HttpErrors and WrongExpectedRevisionError (../errors) keep their status; request
 * validation failures (zod via fastify-type-provider-zod, or plain JSON schema) are 400 naming
 * each field as `<part>.<path>` (`body.make`; a union no branch accepts names the fields of its
 * closest branch); fastify's own 4xx (malformed JSON, unsupported
 * media type, body too large) keep status and message; a database that is away is a 503 with
 * Retry-After (ServiceUnavailableError); everything else is a 500 whose detail
 * says nothing about the cause - the cause goes to the log only.
 */
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import {
  PreconditionFailedError,
  ServiceUnavailableError,
  toHttpError,
  TooManyRequestsError,
  type FieldError,
  type ProblemCode,
} from '../errors';
import { sendProblem, type ProblemInput } from './problem';

/** Problem codes (`urn:dtn:problem:<code>`) of the client errors that have a name of their own. */
const CLIENT_ERROR_CODES: Partial<Record<number, ProblemCode>> = {
  404: 'not-found',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
};

const INTERNAL: ProblemInput = { status: 500, code: 'internal', detail: 'An unexpected error occurred.' };

/** A record key is part of a path: a megabyte of key must not come back twice in the answer. */
const maxSegmentLength = 64;

/** `/items/0/name` in `body` -> `body.items.0.name`; the root itself -> `body`. */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.split('/').filter((part) => part !== '');
  const short = path.map((part) => (part.length > maxSegmentLength ? `${part.slice(0, maxSegmentLength)}…` : part));
  return [context ?? 'request', ...short].join('.');
}

/** The zod issue shape inside an invalid_union's `errors` (one list per branch). */
interface BranchIssue {
  code?: string;
  path: PropertyKey[];
  message: string;
  errors?: BranchIssue[][];
}

/** A union that no branch accepts says only "Invalid input" at its own path; name the fields
 * instead, from the branch that came closest (fewest issues; the first on a tie). */
function closestBranch(path: string, branches: BranchIssue[][]): { path: string; message: string }[] {
  const closest = branches.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest.flatMap((issue) => {
    const at = [path, ...issue.path.map(String)].join('/');
    return issue.code === 'invalid_union' && issue.errors?.length
      ? closestBranch(at, issue.errors)
      : [{ path: at, message: issue.message }];
  });
}

function validationProblem(validation: FastifySchemaValidationError[], context: string | undefined): ProblemInput {
  const errors: FieldError[] = validation.flatMap((issue) => {
    const branches = issue.keyword === 'invalid_union' ? (issue.params['errors'] as BranchIssue[][] | undefined) : undefined;
    if (branches && branches.length > 0) {
      return closestBranch(issue.instancePath, branches).map(({ path, message }) => ({ field: fieldName(context, path), message }));
    }
    // Plain JSON-schema "required" errors point at the parent; name the missing property.
    const missing = issue.params['missingProperty'];
    const path = typeof missing === 'string' ? `${issue.instancePath}/${missing}` : issue.instancePath;
    return [{ field: fieldName(context, path), message: issue.message ?? 'Invalid value' }];
  });
  const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return { status: 400, code: 'validation', detail, errors };
}

// Duck-typed: a parser's SyntaxError may come from another realm, so no `instanceof Error`.
function isFastifyError(error: unknown): error is FastifyError {
  return typeof error === 'object' && error !== null && ('statusCode' in error || 'validation' in error);
}

function describeError(error: unknown): ProblemInput {
  const known = toHttpError(error);
  if (known) {
    const current = known instanceof PreconditionFailedError ? known.current : undefined;
    return { status: known.status, code: known.code, detail: known.message, errors: known.errors, current };
  }
  if (!isFastifyError(error)) return INTERNAL;
  if (error.validation && error.validation.length > 0) {
    return validationProblem(error.validation, error.validationContext);
  }
  const status = error.statusCode ?? 500;
  // Fastify's and its plugins' client errors (bad JSON, 413, 415, 429 from the rate limiter, ...)
  // carry messages written for the caller.
  if (status >= 400 && status < 500) {
    return { status, code: CLIENT_ERROR_CODES[status] ?? 'bad-request', detail: error.message };
  }
  return INTERNAL;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const problem = describeError(error);
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    const unavailable = toHttpError(error);
    if (unavailable instanceof ServiceUnavailableError) {
      // Expected while the database restarts: one line, no stack, and when to come back.
      reply.header('retry-after', String(unavailable.retryAfterSeconds));
      request.log.warn({ status: 503, cause: error instanceof Error ? error.message : String(error) }, 'database unavailable');
    } else if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: problem.status, detail: problem.detail }, 'request rejected');
    return sendProblem(request, reply, problem);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, {
      status: 404,
      code: 'not-found',
      detail: `No route ${request.method} ${request.url.split('?')[0] ?? ''}.`,
    }),
  );
}
