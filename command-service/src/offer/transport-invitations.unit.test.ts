import { describe, expect, it } from '@jest/globals';
import { TransportBidUid } from '@dtn/contracts/routes/offer-commands';
import { inviteVendors } from './transport-invitations';

const vendors = Array.from({ length: 200 }, (_, i) => ({ id: `v${i}`, name: `Vendor ${i}`, email: `v${i}@haul.example` }));

describe('inviteVendors', () => {
  it('finding 6: every quote link ends in a letter or digit (no "_" or "-" a mail client may cut) and its uid is a valid one', () => {
    const { transportBids, quoteEmails } = inviteVendors(vendors, 80, 'https://trade.example/');
    expect(quoteEmails).toHaveLength(200);
    for (const email of quoteEmails) expect(email.quoteLink).toMatch(/^https:\/\/trade\.example\/bidtransport\/[A-Za-z0-9]{32}$/);
    for (const bid of transportBids) expect(TransportBidUid.safeParse(bid.uid).success).toBe(true);
    expect(new Set(transportBids.map((bid) => bid.uid)).size).toBe(200);
  });
});
