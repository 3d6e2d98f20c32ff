/**
 * The relay stopped (SIGTERM: it finishes its batch, stores its checkpoint, closes the producer)
 * while commands go on, then started again: it publishes what was appended meanwhile from its
 * checkpoint, nothing twice (the topic is checked against the store afterwards).
 */
import type { Database } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { waitForCatchUp } from '@dtn/projections/wait-for-catch-up';
import { startBidLoad, vehiclesToBid } from './bid-load';
import type { Started } from './processes';
import type { ProxyClient } from './proxy-client';

export async function restartRelay(options: {
  relay: Started;
  startRelay: () => Promise<Started>;
  api: ProxyClient;
  buyer: { token: string; dealerGroupId: string };
  db: Database;
  store: EventStore;
}): Promise<{ exitCode: number | null; bidsWhileDown: number; restartSeconds: number; caughtUpSeconds: number }> {
  const { api, buyer, db, store } = options;
  const stopped = await options.relay.stopGracefully();
  if (stopped.code !== 0) throw new Error(`the relay stopped with ${stopped.code ?? stopped.signal}`);
  // Commands go on while it is down: their events wait in the store.
  const vehicles = await vehiclesToBid(api, buyer, 30);
  const load = startBidLoad({
    api,
    bids: vehicles.map((v) => ({ token: buyer.token, inventoryId: v.id, amount: Math.round(v.listPrice * 0.75) })),
    concurrency: 2,
  });
  const { accepted } = await load.done;
  if (accepted === 0) throw new Error('no bid was accepted while the relay was down');
  const restarting = Date.now();
  await options.startRelay();
  const restartSeconds = (Date.now() - restarting) / 1000;
  const head = await store.headPosition();
  if (head && !(await waitForCatchUp(db, head, { timeoutMs: 120_000, pollMs: 100 })))
    throw new Error('the read models did not catch up after the relay restarted');
  return { exitCode: stopped.code, bidsWhileDown: accepted, restartSeconds, caughtUpSeconds: (Date.now() - restarting) / 1000 };
}
