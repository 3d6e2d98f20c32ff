import { describe, expect, it } from '@jest/globals';
import type { Role } from '../enums';
import { auditsOffer, reachedSeller, seesOffer, sellerSees, type VisibleOffer } from './offer-visibility';

const buyerGroup = 'group-buyer';
const sellerGroup = 'group-seller';
const person = (id: string, role: Role, dealerGroupId: string | null) => ({ id, role, dealerGroupId });
const buyer = person('buyer', 'SalesManager', buyerGroup);
const buyerColleague = person('colleague', 'SalesDirector', buyerGroup);
const buyerPrincipal = person('bp', 'DealerPrincipal', buyerGroup);
const sellerStaff = person('seller', 'UsedCarManager', sellerGroup);
const sellerPrincipal = person('sp', 'DealerPrincipal', sellerGroup);
const outsider = person('outsider', 'DealerPrincipal', 'group-other');
const admin = person('admin', 'Admin', null);

const offer = (status: VisibleOffer['status'], offerAmount: number | null): VisibleOffer => ({
  status,
  offerAmount,
  buyerUserId: buyer.id,
  buyerDealerGroupId: buyerGroup,
  sellerDealerGroupId: sellerGroup,
});
const transportStage = offer('bidding-transportation', null);
const bidOn = offer('submitted', 20_000);

describe('offer visibility', () => {
  it('reaches the seller once bid on, not in the transport stage nor cancelled before a bid', () => {
    expect(reachedSeller(bidOn)).toBe(true);
    expect(reachedSeller(offer('won', 20_000))).toBe(true);
    expect(reachedSeller(offer('cancelled', 20_000))).toBe(true);
    expect(reachedSeller(transportStage)).toBe(false);
    expect(reachedSeller(offer('bid', null))).toBe(false);
    expect(reachedSeller(offer('cancelled', null))).toBe(false);
  });

  it("shows the seller's staff an offer only once it reached them", () => {
    expect(sellerSees(sellerStaff, bidOn)).toBe(true);
    expect(sellerSees(sellerStaff, transportStage)).toBe(false);
    expect(seesOffer(sellerStaff, transportStage)).toBe(false);
    expect(sellerSees(buyer, bidOn)).toBe(false);
  });

  it('lets the buyer, the principals and an Admin see it; nobody else', () => {
    expect(seesOffer(buyer, transportStage)).toBe(true);
    expect(seesOffer(buyerPrincipal, transportStage)).toBe(true);
    expect(seesOffer(admin, transportStage)).toBe(true);
    expect(seesOffer(sellerPrincipal, bidOn)).toBe(true);
    expect(seesOffer(sellerPrincipal, transportStage)).toBe(false);
    expect(seesOffer(buyerColleague, bidOn)).toBe(false);
    expect(seesOffer(outsider, bidOn)).toBe(false);
  });

  it("opens the history to an Admin and the principals, the seller's once it reached them", () => {
    expect(auditsOffer(admin, transportStage)).toBe(true);
    expect(auditsOffer(buyerPrincipal, transportStage)).toBe(true);
    expect(auditsOffer(sellerPrincipal, bidOn)).toBe(true);
    expect(auditsOffer(sellerPrincipal, transportStage)).toBe(false);
    expect(auditsOffer(buyer, bidOn)).toBe(false);
    expect(auditsOffer(sellerStaff, bidOn)).toBe(false);
    expect(auditsOffer(outsider, bidOn)).toBe(false);
  });
});
