/**
 * A failure while `projector` applied its share of a batch. Keeps the cause's SQLSTATE `code`,
 * so isTransientFailure still sees whether the database went away.
 */
export class ProjectorFailure extends Error {
  readonly code: unknown;

  constructor(
    readonly projector: string,
    cause: unknown,
  ) {
    super(`${projector}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ProjectorFailure';
    this.code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  }
}

/** The projector a failure belongs to; 'unknown' when it came from elsewhere (the commit, the checkpoint). */
export const failedProjector = (error: unknown): string => (error instanceof ProjectorFailure ? error.projector : 'unknown');
