/**
 * The careful path of a batch, taken once plain retries are spent: each projector behind its own
 * savepoint, so one projector's failure never undoes another's work in the same transaction.
 *
 *   applyIsolated(tx, projector, events, onParked?) -> the events it parked
 *
 * First the projector's events together (its batch path when it has one); if that fails, back to
 * the savepoint and one event at a time, each behind a savepoint of its own: an event that fails
 * alone is parked (parked-events.ts) and the projector goes on with the next. A transient
 * failure (failure-kind.ts) is rethrown instead: it is not the event's fault, and the whole
 * batch is retried later.
 */
import type { SqlClient } from '@dtn/platform/db/database';
import type { RecordedEvent } from '@dtn/platform/event-store/port';
import { applyEvents, parseDomainEvent, type Projector } from '../projector';
import { isTransientFailure } from './failure-kind';
import { parkEvent } from './parked-events';

export interface ParkedNotice {
  projector: string;
  event: RecordedEvent;
  error: unknown;
}

export async function applyIsolated(
  tx: SqlClient,
  projector: Projector,
  events: readonly RecordedEvent[],
  onParked: (notice: ParkedNotice) => void = () => undefined,
): Promise<ParkedNotice[]> {
  if (events.length === 0) return [];
  const together = await behindSavepoint(tx, 'projector_batch', () => applyEvents(tx, projector, events.map(parseDomainEvent)));
  if (together === 'applied') return [];

  const parked: ParkedNotice[] = [];
  for (const event of events) {
    const alone = await behindSavepoint(tx, 'projector_event', () => projector.apply(tx, parseDomainEvent(event)));
    if (alone === 'applied') continue;
    await parkEvent(tx, projector.name, event, alone.error);
    const notice = { projector: projector.name, event, error: alone.error };
    parked.push(notice);
    onParked(notice);
  }
  return parked;
}

/** Runs `work` behind a savepoint: 'applied', or the failure after rolling back to it. */
async function behindSavepoint(tx: SqlClient, name: string, work: () => Promise<unknown>): Promise<'applied' | { error: unknown }> {
  await tx.query(`SAVEPOINT ${name}`);
  try {
    await work();
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return 'applied';
  } catch (error) {
    if (isTransientFailure(error)) throw error;
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return { error };
  }
}
