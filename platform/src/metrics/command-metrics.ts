import { Counter } from 'prom-client';
import { HttpError } from '../errors';
import { WrongExpectedRevisionError } from '../event-store/port';
import { metricsRegistry } from './registry';

/**
 * Commands by type and outcome:
 *   ok        decided and appended (or decided that nothing changes)
 *   rejected  the decider or a check refused it (400/403/404: a ValidationError and kin)
 *   conflict  409: an illegal state transition, or a concurrency race lost on every retry
 *   error     anything else (the store is down, a bug): these page someone
 */
export type CommandOutcome = 'ok' | 'rejected' | 'conflict' | 'error';

export const commandsTotal = new Counter({
  name: 'commands_total',
  help: 'Commands handled, by command type and outcome (ok, rejected, conflict, error).',
  labelNames: ['command', 'outcome'] as const,
  registers: [metricsRegistry],
});

export function commandOutcome(error: unknown): CommandOutcome {
  if (error instanceof WrongExpectedRevisionError) return 'conflict';
  if (error instanceof HttpError) return error.status === 409 ? 'conflict' : 'rejected';
  return 'error';
}

/** The command's name when the caller gave one, else its aggregate: the stream category
 * (`offer-<id>` -> `offer`), so that the label never carries an id. */
export function commandLabel(streamId: string, command?: string): string {
  if (command) return command;
  const dash = streamId.indexOf('-');
  return dash > 0 ? streamId.slice(0, dash) : streamId;
}
