import { streamIds } from '@dtn/contracts';
import { foldState, handleCommand } from '@dtn/platform/commands/handle-command';
import type { SqlClient } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { agingCrossings } from '@dtn/projections/read-models/inventory/aging-crossings';
import { commandMetadata, type CommandContext, type Done } from '../shared/command-context';
import { digestWindow } from './aging-digest-rule';
import { decide } from './decide';
import { dealershipDecider } from './state';

export interface AgingDigestHandler {
  /** The dealership's digest of the day of the context's time, when anything crossed since the
   * last one; position null when nothing was appended. */
  issueAgingDigest(input: { id: string }, ctx: CommandContext): Promise<Done>;
}

/**
 * Read the dealership's stream (its thresholds, holding cost and last digest), ask the inventory
 * read model which vehicles may have crossed since, decide, and append at the revision read: a
 * second scheduler that appended first makes this one decide again on the stream it wrote, and
 * its digest of the day then answers with nothing.
 */
export function createAgingDigestHandler(store: EventStore, db: SqlClient): AgingDigestHandler {
  return {
    async issueAgingDigest({ id }, ctx) {
      const metadata = commandMetadata(ctx);
      const read = await store.readStream(streamIds.dealership(id));
      const state = foldState(dealershipDecider, read.events);
      const { date, since, asOf } = digestWindow(state, metadata.now);
      if (state.status !== 'active' || state.lastDigest?.date === date) return { id, position: null };
      const candidates = await agingCrossings(db, { dealershipId: id, thresholds: state.agingThresholds, since, asOf });
      if (candidates.length === 0) return { id, position: null };
      const { position } = await handleCommand(
        store,
        [{ decider: dealershipDecider, id }],
        ([current]) => [decide({ type: 'IssueAgingDigest', data: { id, now: metadata.now, candidates } }, current)],
        metadata,
        [read],
      );
      return { id, position };
    },
  };
}
