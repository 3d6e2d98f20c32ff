import { describe, expect, it } from '@jest/globals';
import { metricsRegistry } from '@dtn/platform/metrics/registry';
import { kafkaConsumerLag, partitionLags } from './consumer-lag';

describe('kafka_consumer_lag', () => {
  const ends = [
    { partition: 0, low: '0', high: '120' },
    { partition: 1, low: '40', high: '90' },
  ];

  it('is the end offset less the stored next offset, per group and partition', () => {
    const stored = [
      { group_id: 'dtn.projection.offers', partition: 0, next_offset: '100' },
      { group_id: 'dtn.projection.offers', partition: 1, next_offset: '90' },
    ];
    expect(partitionLags(ends, stored, ['dtn.projection.offers'])).toEqual([
      { group: 'dtn.projection.offers', partition: 0, lag: 20 },
      { group: 'dtn.projection.offers', partition: 1, lag: 0 },
    ]);
  });

  it('counts from the start of the log for a partition the group never applied', () => {
    expect(partitionLags(ends, [], ['dtn.projection.users'])).toEqual([
      { group: 'dtn.projection.users', partition: 0, lag: 120 },
      { group: 'dtn.projection.users', partition: 1, lag: 50 },
    ]);
  });

  it('is Prometheus text on the shared registry, labelled by topic, partition and group', async () => {
    kafkaConsumerLag.set({ topic: 'dtn.events', partition: '3', group: 'dtn.projection.offers' }, 7);
    expect(await metricsRegistry.metrics()).toContain(
      'kafka_consumer_lag{topic="dtn.events",partition="3",group="dtn.projection.offers"} 7',
    );
  });
});
