import { describe, it, expect, afterAll, beforeAll } from '@jest/globals';
import { allProjectors } from '../all-projectors';
import { replayReadModels } from '../replay';
import { append } from './events';
import { mixedHistory } from './history';
import { openHarness, type Harness } from './harness';

/** The crash and replay-equality tests compare whole dumps; this checks the mixed history gives
 * them offer read models to compare. */
describe('mixedHistory', () => {
  let h: Harness;
  beforeAll(async () => (h = await openHarness()));
  afterAll(() => h.dispose());

  it('fills every offer read model, notifications of each kind included', async () => {
    await append(h.store, ...mixedHistory(300));
    await replayReadModels({ db: h.db, store: h.store, projectors: allProjectors });
    const count = async (sql: string) => (await h.db.query<{ n: number }>(sql)).rows[0]!.n;
    for (const table of ['rm_transport_vendors', 'rm_offers', 'rm_transport_bids', 'rm_offer_messages']) {
      expect(await count(`SELECT count(*)::int AS n FROM ${table}`)).toBeGreaterThan(0);
    }
    expect(await count('SELECT count(DISTINCT status)::int AS n FROM rm_offers')).toBeGreaterThanOrEqual(2);
    const { rows } = await h.db.query<{ notification_type: string }>(
      'SELECT DISTINCT notification_type FROM rm_notifications ORDER BY 1');
    expect(rows.map((r) => r.notification_type)).toEqual(['NewOffer', 'NewReply', 'OfferCancelled', 'OfferLost',
      'OfferRestored', 'OfferWon', 'TransportBidLost', 'TransportBidWon', 'UpdatedOffer']);
    expect(await count('SELECT count(*)::int AS n FROM rm_notifications WHERE is_read')).toBeGreaterThan(0);
    expect(await count('SELECT count(*)::int AS n FROM rm_notifications WHERE dismissed')).toBeGreaterThan(0);
  });
});
