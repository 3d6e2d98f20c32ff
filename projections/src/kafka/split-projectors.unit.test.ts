import { describe, it, expect } from '@jest/globals';
import { allProjectors } from '../all-projectors';
import type { Projector } from '../projector';
import { splitForKafka } from './split-projectors';

const p = (name: string, ordering?: 'stream', reads?: string[]): Projector => ({
  name,
  tables: [],
  handles: [],
  apply: async () => undefined,
  ...(ordering ? { ordering } : {}),
  ...(reads ? { reads } : {}),
});

describe('splitForKafka', () => {
  it('keeps global projectors and, transitively, what they read on the direct subscription', () => {
    const split = splitForKafka([p('a', 'stream'), p('b', 'stream', ['c']), p('c', 'stream'), p('d', undefined, ['b']), p('e')]);
    expect(split.kafka.map((x) => x.name)).toEqual(['a']);
    expect(split.direct.map((x) => x.name)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('moves the stream-ordered read models no direct one reads', () => {
    const split = splitForKafka(allProjectors);
    expect(split.kafka.map((x) => x.name)).toEqual([
      'dealer-groups',
      'users',
      'transport-vendors',
      'offers',
      'offer-messages',
      'invites',
      'outbox',
      'buy-list',
      'leads',
      'aging-exits',
    ]);
    expect(split.direct.map((x) => x.name)).toEqual([
      'dealerships',
      'inventory',
      'transport-bids',
      'notifications',
      'social',
      'vehicle-matches',
      'market',
    ]);
  });
});
