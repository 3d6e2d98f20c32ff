/**
 * kill -9 of one projections consumer in the middle of a bid load: the other replica takes its
 * partitions over once the broker stops hearing from it (the session timeout), applies what piled
 * up, and nothing is lost (the read models are compared with a replay of the store afterwards).
 *
 * Figures: the time from the kill until every group has the survivor as its only member (the
 * takeover), the most the groups lagged after the kill (kafka_consumer_lag, read from the
 * survivor's /metrics as a dashboard would), and the time until they had caught up.
 */
import type { Database } from '@dtn/platform/db/database';
import type { EventStore } from '@dtn/platform/event-store/port';
import { waitForCatchUp } from '@dtn/projections/wait-for-catch-up';
import type { quietKafka } from '@dtn/projections/kafka/testing/kafka-test-support';
import { startBidLoad, vehiclesToBid } from './bid-load';
import { consumerLag } from './consumer-lag-metrics';
import { poll, type Started } from './processes';
import type { ProxyClient } from './proxy-client';

export interface TakeoverFigures {
  groups: number;
  bidsSent: number;
  bidsAccepted: number;
  takeoverSeconds: number;
  peakLagAfterKill: number;
  peakGroupLagAfterKill: number;
  caughtUpSeconds: number;
}

export type KafkaAdmin = ReturnType<ReturnType<typeof quietKafka>['admin']>;

const membersOf = async (admin: KafkaAdmin, groups: string[]) =>
  (await admin.describeGroups(groups)).groups.map((g) => ({ group: g.groupId, members: g.members.length, state: g.state }));

export async function killOneConsumerUnderLoad(options: {
  api: ProxyClient;
  buyers: ReadonlyArray<{ token: string; dealerGroupId: string }>;
  survivorMetrics: string;
  victim: Started;
  admin: KafkaAdmin;
  topic: string;
  db: Database;
  store: EventStore;
  bidsPerBuyer?: number;
}): Promise<TakeoverFigures> {
  const { api, buyers, survivorMetrics, victim, admin, topic, db, store, bidsPerBuyer = 150 } = options;
  const { groups } = await consumerLag(survivorMetrics, topic);
  if (groups.length === 0) throw new Error('the survivor reports no kafka_consumer_lag: no consumer group');
  await poll(
    'both replicas are members of every group',
    async () => (await membersOf(admin, groups)).every((g) => g.members === 2),
    60_000,
  );

  const bids = [];
  for (const buyer of buyers) {
    for (const v of await vehiclesToBid(api, buyer, bidsPerBuyer))
      bids.push({ token: buyer.token, inventoryId: v.id, amount: Math.round(v.listPrice * 0.8) });
  }
  const load = startBidLoad({ api, bids, concurrency: 4 });
  await poll('a third of the load was sent', async () => load.sent() >= bids.length / 3, 120_000, 20);
  await victim.kill9();
  const killedAt = Date.now();

  let peak = 0;
  let peakGroup = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const lag = await consumerLag(survivorMetrics, topic).catch(() => undefined);
      if (lag) {
        peak = Math.max(peak, lag.total);
        peakGroup = Math.max(peakGroup, lag.worstGroup);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await poll(
    'the survivor is the only member of every group',
    async () => (await membersOf(admin, groups)).every((g) => g.members === 1 && g.state === 'Stable'),
    120_000,
    100,
  );
  const takeoverSeconds = (Date.now() - killedAt) / 1000;
  const sent = await load.done;
  const head = await store.headPosition();
  if (head && !(await waitForCatchUp(db, head, { timeoutMs: 180_000, pollMs: 100 })))
    throw new Error('the read models did not catch up after the kill');
  await poll('kafka_consumer_lag is 0 everywhere', async () => (await consumerLag(survivorMetrics, topic)).total === 0, 60_000, 100);
  const caughtUpSeconds = (Date.now() - killedAt) / 1000;
  sampling = false;
  await sampler;
  return {
    groups: groups.length,
    bidsSent: sent.sent,
    bidsAccepted: sent.accepted,
    takeoverSeconds,
    peakLagAfterKill: peak,
    peakGroupLagAfterKill: peakGroup,
    caughtUpSeconds,
  };
}
