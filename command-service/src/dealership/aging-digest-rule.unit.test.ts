import { describe, expect, it } from '@jest/globals';
import type { AgingDigestVehicle } from '@dtn/contracts';
import { deciderSpec } from '../testing/decider-spec';
import type { AgingCandidate } from './aging-digest-rule';
import { crossedThreshold } from './aging-digest-rule';
import { decide } from './decide';
import { evolve, initialState } from './state';

const given = deciderSpec({ initialState, evolve, decide });
const dealerGroupId = '7f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d11';
const id = '3b9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const dealership = {
  id,
  dealerGroupId,
  name: 'Sunrise Toyota',
  dealerVaultId: 'DV-1',
  address1: '1 Main St',
  address2: '',
  city: 'Beverly Hills',
  state: 'CA',
  postalCode: '90210',
  country: 'US' as const,
  active: true,
  latitude: 34.09,
  longitude: -118.41,
};
const created = { type: 'DealershipCreated' as const, data: dealership };
const day = 86_400_000;
/** 10:00 UTC on 10 March: the digest of 10 March covers the crossings up to its midnight. */
const now = new Date('2026-03-10T10:00:00.000Z');
const midnight = Date.parse('2026-03-10T00:00:00.000Z');
/** A vehicle listed `days` days and `hours` hours before 10 March's midnight. */
const vehicle = (vin: string, days: number, hours = 0, over: Partial<AgingCandidate> = {}): AgingCandidate => ({
  inventoryId: `0000000${vin.length}-0000-4000-8000-${vin.padStart(12, '0').slice(-12)}`,
  vin,
  year: 2021,
  make: 'Toyota',
  model: 'Camry',
  inventoryDate: new Date(midnight - days * day - hours * 3_600_000).toISOString(),
  listPrice: 24_000,
  priceToMarket: 104.2,
  ...over,
});
const issue = (candidates: AgingCandidate[], at = now) => ({ type: 'IssueAgingDigest' as const, data: { id, now: at, candidates } });
const listed = (c: AgingCandidate, threshold: number, days: number, agingCost: number): AgingDigestVehicle => ({
  inventoryId: c.inventoryId,
  vin: c.vin,
  year: c.year,
  make: c.make,
  model: c.model,
  threshold,
  daysInInventory: days,
  listPrice: c.listPrice,
  priceToMarket: c.priceToMarket,
  agingCost,
});
const digest = (date: string, since: string, asOf: string, vehicles: AgingDigestVehicle[]) => ({
  type: 'AgingDigestIssued' as const,
  data: { id, dealerGroupId, dealershipName: 'Sunrise Toyota', date, since, asOf, vehicles },
});
const settings = (holdingCostPerDay: number, agingThresholds: number[]) => ({
  type: 'DealershipAgingSettingsSet' as const,
  data: { id, holdingCostPerDay, agingThresholds },
});

describe('IssueAgingDigest', () => {
  const crossed30 = vehicle('A30', 30, 5); // reached 30 days at 19:00 on 9 March
  const crossed45 = vehicle('B45', 45); // reached 45 days exactly at midnight
  const notYet = vehicle('C29', 29, 23); // 29 days 23 hours at midnight: 30 tomorrow
  const longPast = vehicle('D31', 31, 1); // reached 30 days on 8 March, before the window
  const between = vehicle('E50', 50); // 50 days: no threshold in the window

  it('lists the vehicles that crossed a threshold in the day before the first digest’s midnight, oldest first, cost = days x $35', () =>
    given([created])
      .when(issue([crossed30, crossed45, notYet, longPast, between]))
      .then([
        digest('2026-03-10', '2026-03-09T00:00:00.000Z', '2026-03-10T00:00:00.000Z', [
          listed(crossed45, 45, 45, 1575),
          listed(crossed30, 30, 30, 1050),
        ]),
      ]));

  it('appends nothing when nothing crossed, or for a second pass the same day (idempotent)', () => {
    given([created])
      .when(issue([notYet, longPast, between]))
      .thenNothingHappened();
    const first = digest('2026-03-10', '2026-03-09T00:00:00.000Z', '2026-03-10T00:00:00.000Z', [listed(crossed30, 30, 30, 1050)]);
    given([created, first])
      .when(issue([crossed30, crossed45]))
      .thenNothingHappened();
    given([created, first])
      .when(issue([crossed30, crossed45], new Date('2026-03-10T23:59:59.999Z')))
      .thenNothingHappened();
  });

  it('starts the next digest at the last one’s midnight: a vehicle is listed again only at its next threshold', () => {
    const first = digest('2026-03-10', '2026-03-09T00:00:00.000Z', '2026-03-10T00:00:00.000Z', [listed(crossed30, 30, 30, 1050)]);
    const nextDay = new Date('2026-03-11T00:05:00.000Z');
    // notYet reaches 30 days at 01:00 on 10 March; crossed30 is at 31 days and crosses nothing.
    given([created, first])
      .when(issue([crossed30, notYet], nextDay))
      .then([digest('2026-03-11', '2026-03-10T00:00:00.000Z', '2026-03-11T00:00:00.000Z', [listed(notYet, 30, 30, 1050)])]);
    // Fifteen days on, crossed30 reaches 45 (its next threshold).
    const later = new Date('2026-03-25T08:00:00.000Z');
    given([created, first])
      .when(issue([crossed30], later))
      .then([digest('2026-03-25', '2026-03-10T00:00:00.000Z', '2026-03-25T00:00:00.000Z', [listed(crossed30, 45, 45, 1575)])]);
  });

  it('names the highest threshold a vehicle passed while no digest was made', () => {
    const first = digest('2026-03-10', '2026-03-09T00:00:00.000Z', '2026-03-10T00:00:00.000Z', [listed(crossed30, 30, 30, 1050)]);
    given([created, first])
      .when(issue([crossed30], new Date('2026-04-15T03:00:00.000Z')))
      .then([digest('2026-04-15', '2026-03-10T00:00:00.000Z', '2026-04-15T00:00:00.000Z', [listed(crossed30, 60, 66, 2310)])]);
  });

  it('uses the dealership’s own thresholds and holding cost, with null price and price-to-market kept', () => {
    const bare = vehicle('F21', 21, 2, { listPrice: null, priceToMarket: null });
    given([created, settings(12.5, [21, 60])])
      .when(issue([bare, crossed30]))
      .then([digest('2026-03-10', '2026-03-09T00:00:00.000Z', '2026-03-10T00:00:00.000Z', [listed(bare, 21, 21, 262.5)])]);
  });

  it('makes none for an inactive, a deleted or an unknown dealership', () => {
    given([created, { type: 'DealershipUpdated', data: { ...dealership, active: false } }])
      .when(issue([crossed30]))
      .thenNothingHappened();
    given([created, { type: 'DealershipDeleted', data: { id } }])
      .when(issue([crossed30]))
      .thenNothingHappened();
    given([])
      .when(issue([crossed30]))
      .thenNothingHappened();
  });
});

describe('crossedThreshold', () => {
  const since = new Date(midnight - day);
  const asOf = new Date(midnight);
  it('counts a threshold reached after `since` and at or before `asOf`', () => {
    expect(crossedThreshold(new Date(midnight - 30 * day).toISOString(), [30, 45], since, asOf)).toBe(30);
    expect(crossedThreshold(new Date(midnight - 31 * day).toISOString(), [30, 45], since, asOf)).toBeNull();
    expect(crossedThreshold(new Date(midnight - 30 * day + 1).toISOString(), [30, 45], since, asOf)).toBeNull();
    expect(crossedThreshold(new Date(midnight - 31 * day + 1).toISOString(), [30, 45], since, asOf)).toBe(30);
  });
});
