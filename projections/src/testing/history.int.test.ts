import { describe, it, expect, afterAll, beforeAll } from '@jest/globals';
import { allProjectors } from '../all-projectors';
import { notificationRows } from '../read-models/notifications/testing';
import { offerMessageRows } from '../read-models/offer-messages/testing';
import { offerRows } from '../read-models/offers/testing';
import { transportBidRows } from '../read-models/transport-bids/testing';
import { transportVendorRows } from '../read-models/transport-vendors/testing';
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
    for (const rows of [transportVendorRows, offerRows, transportBidRows, offerMessageRows])
      expect((await rows(h.db)).length).toBeGreaterThan(0);
    expect(new Set((await offerRows(h.db)).map((o) => o.status)).size).toBeGreaterThanOrEqual(2);
    const notifications = await notificationRows(h.db);
    expect([...new Set(notifications.map((n) => String(n.notification_type)))].sort()).toEqual([
      'NewOffer',
      'NewReply',
      'OfferCancelled',
      'OfferLost',
      'OfferRestored',
      'OfferWon',
      'TransportBidLost',
      'TransportBidWon',
      'UpdatedOffer',
    ]);
    expect(notifications.some((n) => n.is_read)).toBe(true);
    expect(notifications.some((n) => n.dismissed)).toBe(true);
  });
});
