/**
 * kafka_consumer_lag{topic,partition,group}: messages in a partition its group has not applied
 * yet, the partition's end offset (high watermark) less the group's stored next offset
 * (kafka_consumer_offsets, the offsets the projections trust, committed in the read model's own
 * transaction). Every replica reports every partition of its groups, its own and the others':
 * after a replica dies, the lag of the partitions it held stays visible until another takes them.
 *
 *   measureConsumerLag({ db, admin, topic, groupIds }): sets the gauge, returns the rows.
 */
import type { Admin } from 'kafkajs';
import { Gauge } from 'prom-client';
import type { SqlClient } from '@dtn/platform/db/database';
import { metricsRegistry } from '@dtn/platform/metrics/registry';

export const kafkaConsumerLag = new Gauge({
  name: 'kafka_consumer_lag',
  help: 'Messages of the partition the consumer group has not applied yet (end offset less the stored next offset)',
  labelNames: ['topic', 'partition', 'group'] as const,
  registers: [metricsRegistry],
});

export interface PartitionLag {
  group: string;
  partition: number;
  lag: number;
}

/** The lag of each group on each partition, from the end offsets and the stored next offsets. */
export function partitionLags(
  ends: ReadonlyArray<{ partition: number; low: string; high: string }>,
  stored: ReadonlyArray<{ group_id: string; partition: number; next_offset: string }>,
  groupIds: readonly string[],
): PartitionLag[] {
  return groupIds.flatMap((group) =>
    ends.map(({ partition, low, high }) => {
      const next = stored.find((row) => row.group_id === group && row.partition === partition)?.next_offset ?? low;
      const lag = BigInt(high) - BigInt(next);
      return { group, partition, lag: Number(lag > 0n ? lag : 0n) };
    }),
  );
}

export async function measureConsumerLag(options: {
  db: SqlClient;
  admin: Admin;
  topic: string;
  groupIds: readonly string[];
}): Promise<PartitionLag[]> {
  const { db, admin, topic, groupIds } = options;
  if (groupIds.length === 0) return [];
  const ends = await admin.fetchTopicOffsets(topic);
  const { rows } = await db.query<{ group_id: string; partition: number; next_offset: string }>(
    'SELECT group_id, partition, next_offset::text FROM kafka_consumer_offsets WHERE topic = $1 AND group_id = ANY($2::text[])',
    [topic, [...groupIds]],
  );
  const lags = partitionLags(ends, rows, groupIds);
  for (const { group, partition, lag } of lags) kafkaConsumerLag.set({ topic, partition: String(partition), group }, lag);
  return lags;
}
