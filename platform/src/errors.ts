/**
 * Typed domain errors, each bound to one HTTP status. Throw them from deciders, handlers and
 * queries; the error handler (http/error-handler) turns them into RFC 7807 problem+json.
 *
 *   ValidationError(message, errors?)  400  bad input; `errors` names the offending fields
 *   UnauthorizedError(message?)        401  missing / invalid bearer token
 *   ForbiddenError(message)            403  signed in, but not allowed
 *   NotFoundError(message)             404  unknown id
 *   ConflictError(message)             409  illegal state transition or a concurrent write
 *   PreconditionFailedError(message, current)  412  the If-Match version is not the current one;
 *                                          `current` (what is there now) goes in the problem
 *   PayloadTooLargeError(message, errors)          413  past a size limit; `errors` names the field
 *   TooManyRequestsError(message, errors, retryAfterSeconds?)
 *                                      429  a quota used up for now; Retry-After says until when
 *   ServiceUnavailableError(message?)  503  the database is away for a moment; the answer carries
 *                                          Retry-After (retryAfterSeconds)
 *   toHttpError(error): HttpError | null   maps known errors (incl. the event store's
 *                                          WrongExpectedRevisionError -> 409, a database that
 *                                          is away -> 503), null otherwise
 */
import { isDatabaseUnavailable } from './db/database-unavailable';
import { WrongExpectedRevisionError } from './event-store/port';

export interface FieldError {
  /** Where the bad value sits, dotted: `body.make`, `querystring.page`, `params.id`. */
  field: string;
  message: string;
}

/** The short, stable code of each kind; it ends the problem `type` URI, clients can map it. */
export type ProblemCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'precondition-failed'
  | 'bad-request'
  | 'payload-too-large'
  | 'unsupported-media-type'
  | 'too-many-requests'
  | 'request-timeout'
  | 'header-fields-too-large'
  | 'service-unavailable'
  | 'internal';

export abstract class HttpError extends Error {
  abstract readonly status: number;
  abstract readonly code: ProblemCode;
  /** The fields at fault, when the error is about some (the problem's `errors`). */
  readonly errors?: FieldError[];
}

export class ValidationError extends HttpError {
  readonly status = 400;
  readonly code = 'validation';
  constructor(
    message: string,
    override readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ValidationError';
  }
}

export class UnauthorizedError extends HttpError {
  readonly status = 401;
  readonly code = 'unauthorized';
  constructor(message = 'A valid bearer token is required.') {
    super(message);
    this.name = 'UnauthorizedError';
  }
}

export class ForbiddenError extends HttpError {
  readonly status = 403;
  readonly code = 'forbidden';
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends HttpError {
  readonly status = 404;
  readonly code = 'not-found';
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends HttpError {
  readonly status = 409;
  readonly code = 'conflict';
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/** The caller acted on a version it saw (If-Match) that is no longer the current one. The problem
 * carries what is current now (`current`), so the caller can show it and decide again. Thrown
 * only after the caller was shown to be allowed to see the thing. */
export class PreconditionFailedError extends HttpError {
  readonly status = 412;
  readonly code = 'precondition-failed';
  constructor(
    message: string,
    readonly current: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'PreconditionFailedError';
  }
}

export class PayloadTooLargeError extends HttpError {
  readonly status = 413;
  readonly code = 'payload-too-large';
  constructor(
    message: string,
    override readonly errors: FieldError[],
  ) {
    super(message);
    this.name = 'PayloadTooLargeError';
  }
}

export class TooManyRequestsError extends HttpError {
  readonly status = 429;
  readonly code = 'too-many-requests';
  constructor(
    message: string,
    override readonly errors: FieldError[],
    /** Sent as Retry-After: when the same request may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'TooManyRequestsError';
  }
}

/** The embedded server is started again within a second or two of dying (embedded-postgres.ts),
 * so a client is told to come back after about that long. */
export class ServiceUnavailableError extends HttpError {
  readonly status = 503;
  readonly code = 'service-unavailable';
  constructor(
    message = 'The database is unavailable for a moment; try again shortly.',
    readonly retryAfterSeconds = 2,
  ) {
    super(message);
    this.name = 'ServiceUnavailableError';
  }
}

/** Our own errors pass through; a lost optimistic-concurrency race is a 409 the client may
 * retry after re-reading; a database that is away is a 503 the client retries later (nothing was
 * acknowledged). Anything else is not ours to describe (null -> 500). */
export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof WrongExpectedRevisionError) {
    return new ConflictError('This record was changed by someone else at the same time; reload and try again.');
  }
  if (isDatabaseUnavailable(error)) return new ServiceUnavailableError();
  return null;
}
