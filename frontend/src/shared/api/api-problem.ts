/**
 * Failed calls as data. Every non-2xx answer becomes an ApiProblem (from the RFC 7807 body the
 * services send: type `urn:dtn:problem:<code>`, title, status, detail, errors[]); it is thrown
 * wrapped in an ApiError, and stored in state as the plain object (serialisable, never the Error).
 *
 *   toApiProblem(error)              the problem of anything a call threw (network errors: status 0)
 *   problemKey(problem, { notFound, failed })   the i18n key a screen shows for it
 */
export interface ApiProblem {
  /** HTTP status; 0 when no answer came (network failure). */
  status: number;
  /** `urn:dtn:problem:<code>`, or `about:blank` when the server sent no problem body. */
  type: string;
  /** The part of `type` after `urn:dtn:problem:` ('not-found', 'validation', 'conflict', ...). */
  code: string;
  title: string;
  detail: string;
  /** The first invalid field (`body.offerAmount`) of a validation problem. */
  field?: string;
  errors: { field: string; message: string }[];
  /** A message written for the user, when the server sent one (spec section 8: invite failures). */
  errorMessage?: string;
  /** A 412's `current` member: what is there now (an offer's OfferTerms). */
  current?: Record<string, unknown>;
}

const prefix = 'urn:dtn:problem:';
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** An entry of `errors[]` that names its field; its message, when not text, is shown as none. */
const fieldErrorOf = (entry: unknown): { field: string; message: string }[] => {
  const { field, message } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  return typeof field === 'string' ? [{ field, message: text(message) ?? '' }] : [];
};

/** The problem of an answer with this status and (parsed JSON, if any) body. */
export function problemFrom(status: number, body: unknown): ApiProblem {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const type = text(raw.type) ?? 'about:blank';
  const errors = Array.isArray(raw.errors) ? (raw.errors as unknown[]).flatMap(fieldErrorOf) : [];
  const problem: ApiProblem = {
    status,
    type,
    code: type.startsWith(prefix) ? type.slice(prefix.length) : String(status),
    title: text(raw.title) ?? '',
    detail: text(raw.detail) ?? text(raw.title) ?? `Request failed with status ${status}`,
    errors,
  };
  if (errors[0]) problem.field = errors[0].field;
  const errorMessage = text(raw.errorMessage);
  if (errorMessage) problem.errorMessage = errorMessage;
  if (typeof raw.current === 'object' && raw.current !== null) problem.current = raw.current as Record<string, unknown>;
  return problem;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(readonly problem: ApiProblem) {
    super(problem.detail);
    this.name = 'ApiError';
    this.status = problem.status;
  }
}

export function toApiProblem(error: unknown): ApiProblem {
  if (error instanceof ApiError) return error.problem;
  const detail = error instanceof Error ? error.message : String(error);
  return { status: 0, type: `${prefix}network`, code: 'network', title: 'Network error', detail, errors: [] };
}

/** The answer the client gives itself for a route the user's permissions cannot reach. */
export function forbiddenProblem(detail: string): ApiProblem {
  return { status: 403, type: `${prefix}forbidden`, code: 'forbidden', title: 'Forbidden', detail, errors: [] };
}

/**
 * What a screen says about a failed load (spec section 8): 404 -> the screen's not-found key (the
 * failure key when it has none), 403 -> 'unauthorized', anything else -> its load-error key.
 */
export function problemKey(
  problem: ApiProblem,
  { notFound, failed = 'error.load-error-title' }: { notFound?: string; failed?: string } = {},
): string {
  if (problem.status === 404) return notFound ?? failed;
  if (problem.status === 403) return 'unauthorized';
  return failed;
}
