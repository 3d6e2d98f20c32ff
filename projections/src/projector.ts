import { DomainEvent, type DomainEventType } from '@dtn/contracts';
import type { SqlClient } from '@dtn/platform/db/database';
import type { RecordedEvent } from '@dtn/platform/event-store/port';

/** A stored event whose `type` and `data` have been checked against the contracts. */
export type ProjectedEvent = RecordedEvent & DomainEvent;

/** The handlers of one read model. */
export interface Projector {
  /** Its checkpoint row in rm_checkpoints. */
  name: string;
  /** Emptied before a replay. */
  tables: string[];
  handles: readonly DomainEventType[];
  /** Must be idempotent: applying the same event again leaves the same rows. Runs inside the
   * batch's transaction, so it may read rows written by earlier events of the same batch. */
  apply(tx: SqlClient, event: ProjectedEvent): Promise<void>;
  /** What order of events it needs. 'stream': each stream's events in order is enough (its rows
   * depend on one stream each and it reads no other read model), so it may run as a Kafka
   * consumer group whose partitions interleave streams freely. 'global' (the default): it reads
   * other streams' facts or other read models, so it stays on the all-stream subscription.
   * Proved per projector by kafka/stream-ordering.int.test.ts. */
  ordering?: 'stream' | 'global';
  /** Names of the projectors whose tables its handlers read. In Kafka mode those stay on the
   * direct subscription with it, so what it reads is as far along as it is. */
  reads?: readonly string[];
  /** Optional faster path for many events at once (replay, catch-up): the same effect as
   * `apply` on each event in order, in fewer round trips. */
  applyBatch?(tx: SqlClient, events: readonly ProjectedEvent[]): Promise<void>;
  /** Optional other path for a replay (replay.ts), when work done per batch can wait for the
   * end: its batches, then `finish` once in a transaction of its own. The rows after `finish`
   * must be those `apply` leaves; a replay stopped before `finish` must leave the next live
   * batch able to finish the work. */
  replay?: {
    applyBatch(tx: SqlClient, events: readonly ProjectedEvent[]): Promise<void>;
    finish(tx: SqlClient): Promise<void>;
  };
}

/** Applies events to one projector in order, through its batch path when it has one (its
 * replay's in a replay). */
export async function applyEvents(
  tx: SqlClient,
  projector: Projector,
  events: readonly ProjectedEvent[],
  replaying = false,
): Promise<void> {
  if (replaying && projector.replay) await projector.replay.applyBatch(tx, events);
  else if (projector.applyBatch) await projector.applyBatch(tx, events);
  else for (const event of events) await projector.apply(tx, event);
}

/**
 * Parses a stored event of a type some projector handles. Throws when the payload breaks its
 * contract: a read model silently skipping a known event would drift from the event store.
 */
export function parseDomainEvent(event: RecordedEvent): ProjectedEvent {
  const result = DomainEvent.safeParse({ type: event.type, data: event.data });
  if (!result.success) {
    throw new Error(`Event ${event.id} (${event.type}) in ${event.streamId} breaks its contract: ${result.error.message}`);
  }
  return { ...event, ...result.data };
}
