import { describe, it, expect } from '@jest/globals';
import { ageBucketDays, defaultMarketplaceRadius, Role } from '@dtn/contracts';
import { distanceInMiles } from '@dtn/platform/geo/distance';
import { lookupPostalCode } from '@dtn/platform/geo/postal-codes';
import { hasValidCheckDigit } from '@dtn/platform/vehicle-data/vin';
import { generateDemoData } from './demo-data';

const now = new Date('2025-06-15T12:00:00Z');
const data = generateDemoData(now);
const dayMs = 86_400_000;

describe('demo data', () => {
  it('is deterministic', () => {
    // Compared as JSON (dates as ISO strings): a deep comparison of a few thousand vehicles costs a second.
    expect(JSON.stringify(generateDemoData(now))).toBe(JSON.stringify(data));
  });

  it("gives every group's staff other groups' vehicles within the default marketplace radius", () => {
    for (const user of data.users.filter((u) => u.dealerGroupId)) {
      const home = lookupPostalCode(user.postalCode)!;
      const nearby = data.dealerships.filter(
        (d) => d.dealerGroupId !== user.dealerGroupId && distanceInMiles(home, lookupPostalCode(d.postalCode)!) <= defaultMarketplaceRadius,
      );
      expect({ user: user.email, nearby: nearby.length > 0 }).toEqual({ user: user.email, nearby: true });
    }
  });

  it('has the promised counts, unique ids and VINs', () => {
    expect(data.dealerGroups.length).toBeGreaterThanOrEqual(3);
    expect(data.dealerships.length).toBeGreaterThanOrEqual(12);
    expect(data.vehicles.length).toBeGreaterThanOrEqual(2000);
    const ids = [...data.dealerGroups, ...data.dealerships, ...data.users].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(data.vehicles.map((v) => v.vin)).size).toBe(data.vehicles.length);
    for (const d of data.dealerships) expect(data.vehicles.some((v) => v.dealershipId === d.id)).toBe(true);
  });

  it('places every dealership and user at a real postal code, the city matching', () => {
    const states = new Set<string>();
    for (const d of data.dealerships) {
      const place = lookupPostalCode(d.postalCode);
      expect(place).toMatchObject({ city: d.city, state: d.state });
      states.add(d.state);
    }
    expect(states.size).toBeGreaterThanOrEqual(5);
    for (const u of data.users) expect(lookupPostalCode(u.postalCode)).not.toBeNull();
  });

  it('covers every role and the buy/sell combinations that matter', () => {
    expect(new Set(data.users.map((u) => u.role))).toEqual(new Set(Role.options));
    const admin = data.users.find((u) => u.role === 'Admin');
    expect(admin).toMatchObject({ dealerGroupId: null, dealershipIds: [] });
    expect(data.users.find((u) => u.role === 'DealerPrincipal')).toMatchObject({ buyAuthority: true, sellAuthority: true });
    expect(data.users.find((u) => u.role === 'BDCManager')).toMatchObject({ buyAuthority: false, sellAuthority: false });
    for (const group of data.dealerGroups) {
      const staff = data.users.filter((u) => u.dealerGroupId === group.id);
      const combos = new Set(staff.map((u) => `${u.buyAuthority}/${u.sellAuthority}`));
      expect(combos).toEqual(new Set(['true/true', 'true/false', 'false/true', 'false/false']));
      expect(staff.map((u) => u.email)).toContain(`principal@${group.slug}.example`);
      for (const u of staff) {
        expect(u.dealershipIds.length).toBeGreaterThan(0);
        for (const id of u.dealershipIds) expect(data.dealerships.find((d) => d.id === id)?.dealerGroupId).toBe(group.id);
      }
    }
  });

  it('spreads inventory dates over every age bucket and sets the flags', () => {
    const bucketOf = (iso: string) => {
      const days = (now.getTime() - Date.parse(iso)) / dayMs;
      const index = ageBucketDays.findIndex((limit) => days <= limit);
      return index < 0 ? ageBucketDays.length : index;
    };
    const buckets = new Set(data.vehicles.map((v) => bucketOf(v.inventoryDate)));
    expect(buckets).toEqual(new Set([0, 1, 2, 3, 4]));
    const share = (f: (v: (typeof data.vehicles)[number]) => boolean) => data.vehicles.filter(f).length / data.vehicles.length;
    expect(share((v) => v.spotlight)).toBeGreaterThan(0.02);
    expect(share((v) => v.sold)).toBeGreaterThan(0.02);
    expect(share((v) => v.tradeIn)).toBeGreaterThan(0.02);
    expect(share((v) => v.listingType === 'NEW')).toBeGreaterThan(0.1);
    expect(share((v) => v.listingType === 'USED')).toBeGreaterThan(0.4);
    expect(data.vehicles.some((v) => v.spotlight && v.sold)).toBe(false);
    const keys = [
      'Description',
      'Trim',
      'Odometer',
      'Engine',
      'Interior Color',
      'Exterior Color',
      'VIN Explosion Fuel Type',
      'Transmission',
      'Vehicle Style',
      'List Price',
    ];
    const breaking = (rule: (v: (typeof data.vehicles)[number]) => boolean) => data.vehicles.filter((v) => !rule(v)).map((v) => v.vin);
    expect(breaking((v) => Object.keys(v.data).sort().join() === [...keys].sort().join())).toEqual([]);
    expect(breaking((v) => /^\d+$/.test(v.data['List Price'] ?? ''))).toEqual([]);
    expect(breaking((v) => v.images.length >= 1 && v.images.length <= 3)).toEqual([]);
  });

  it('gives every vehicle a VIN with a valid check digit', () => {
    expect(data.vehicles.filter((v) => !hasValidCheckDigit(v.vin)).map((v) => v.vin)).toEqual([]);
  });
});
