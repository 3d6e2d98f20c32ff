import { unknownMarket } from './market';
import { describe, it, expect } from '@jest/globals';
import {
  ageBandRange,
  ageBucketOf,
  ageBucketRange,
  ageRangeOf,
  daysInInventory,
  defaultMarketplaceFilters,
  InventoryItem,
  MarketplaceFilters,
  SendInvite,
  TestDriveRequest,
} from './index';
import { Paged, PageQuery, pageQuery } from '../paging';
import { ageBandDays } from '../constants';
import { AgeBand } from '../enums';
import { AgeParam } from '../routes/inventory-queries';
import { Problem } from '../problem';

describe('inventory ageing', () => {
  it('counts whole days and never goes negative', () => {
    const now = new Date('2025-03-31T12:00:00Z');
    expect(daysInInventory('2025-03-01T12:00:00Z', now)).toBe(30);
    expect(daysInInventory('2025-04-02T00:00:00Z', now)).toBe(0);
  });

  it.each([
    [0, 'ThirtyDaysOrLess'],
    [30, 'ThirtyDaysOrLess'],
    [31, 'ThirtyToSixtyDays'],
    [60, 'ThirtyToSixtyDays'],
    [61, 'SixtyToNinetyDays'],
    [90, 'SixtyToNinetyDays'],
    [91, 'NinetyToOneTwentyDays'],
    [120, 'NinetyToOneTwentyDays'],
    [121, 'OverOneTwentyDays'],
    [900, 'OverOneTwentyDays'],
  ] as const)('%i days fall in %s', (days, bucket) => {
    expect(ageBucketOf(days)).toBe(bucket);
    const { minDays, maxDays } = ageBucketRange(bucket);
    expect(days >= minDays && (maxDays === null || days <= maxDays)).toBe(true);
  });
});

describe('15-day bands', () => {
  it('cover every day once: 0-15, 16-30, ..., 106-120, then over 120', () => {
    expect(AgeBand.options.map(ageBandRange)).toEqual([
      ...ageBandDays.map((maxDays, index) => ({ minDays: index === 0 ? 0 : ageBandDays[index - 1]! + 1, maxDays })),
      { minDays: 121, maxDays: null },
    ]);
    expect(ageBandRange('16-30')).toEqual({ minDays: 16, maxDays: 30 });
  });

  it('a listing age is a bucket, a band or a bucket day number', () => {
    expect(ageRangeOf(AgeParam.parse('31-45'))).toEqual({ minDays: 31, maxDays: 45 });
    expect(ageRangeOf(AgeParam.parse('over-120'))).toEqual({ minDays: 121, maxDays: null });
    expect(ageRangeOf(AgeParam.parse('ThirtyToSixtyDays'))).toEqual({ minDays: 31, maxDays: 60 });
    expect(ageRangeOf(AgeParam.parse('90'))).toEqual({ minDays: 61, maxDays: 90 });
    expect(AgeParam.safeParse('45').success).toBe(false);
  });
});

describe('marketplace filters', () => {
  it('defaults to 100 miles, new and used, spotlights off', () => {
    expect(defaultMarketplaceFilters).toEqual({
      trim: [],
      searchRadius: 100,
      distanceUnit: 'MILES',
      spotlights: false,
      buyNowOnly: false,
      listingType: ['NEW', 'USED'],
      sort: 'default',
    });
  });

  it('rejects a radius outside the options and a start year after the end year', () => {
    expect(MarketplaceFilters.safeParse({ searchRadius: 60 }).success).toBe(false);
    const years = MarketplaceFilters.safeParse({ startYear: 2024, endYear: 2020 });
    expect(years.error?.issues[0]).toMatchObject({ path: ['endYear'], message: 'marketplace.filters.date-error' });
  });
});

describe('forms', () => {
  it('names the missing test-drive fields with the messages of the spec', () => {
    const result = TestDriveRequest.safeParse({ name: ' ', email: 'a@b.co', phone: '1' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Name must be specified', 'Dealership must be specified']);
    const blanks = TestDriveRequest.safeParse({ name: ' ', email: '', phone: '\t', dealership: '  ' });
    expect(blanks.error?.issues.map((i) => i.message)).toEqual([
      'Name must be specified',
      'Email must be specified',
      'Phone number must be specified',
      'Dealership must be specified',
    ]);
  });

  it('trims the test-drive fields and bounds their lengths', () => {
    const typed = { name: '  Jordan Lee ', email: ' jordan@example.com ', phone: ' 555 ', dealership: ' Sunset Motors ' };
    expect(TestDriveRequest.parse(typed)).toEqual({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '555',
      dealership: 'Sunset Motors',
    });
    const long = TestDriveRequest.safeParse({ ...typed, name: 'x'.repeat(201), dealership: 'y'.repeat(201) });
    expect(long.error?.issues.map((i) => i.path.join('.'))).toEqual(['name', 'dealership']);
  });

  it('needs a valid email and at least one dealership to send an invite', () => {
    const invite = {
      emailAddress: 'x@y.com',
      userRole: 'SalesAssociate',
      buyAuthority: true,
      sellAuthority: false,
      dealerGroupId: '8f0c1a52-6d3e-4b8a-9a41-2f0e5a9c1d12',
      dealershipIds: ['6c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d41'],
    };
    expect(SendInvite.safeParse(invite).success).toBe(true);
    expect(SendInvite.safeParse({ ...invite, dealershipIds: ['d'] }).success).toBe(false);
    expect(SendInvite.safeParse({ ...invite, emailAddress: `${'x'.repeat(250)}@y.com` }).success).toBe(false);
    expect(SendInvite.safeParse({ ...invite, emailAddress: 'nope' }).success).toBe(false);
    expect(SendInvite.safeParse({ ...invite, dealershipIds: [] }).success).toBe(false);
  });
});

describe('responses', () => {
  const item = {
    id: 'i',
    vin: '1HGCM82633A004352',
    stockNumber: 'S1',
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX',
    listingType: 'USED',
    images: [],
    spotlight: false,
    sold: false,
    tradeIn: false,
    postId: null,
    dealershipId: 'd',
    dealerGroupId: 'g',
    dealershipInfo: { name: 'D', city: 'Austin', state: 'TX' },
    inventoryDate: '2025-01-01T00:00:00.000Z',
    data: { Odometer: '12000', 'List Price': '19999.00' },
    daysInInventory: 12,
    buyNowPrice: null,
    buyNowVersion: 0,
    market: unknownMarket(12),
  };

  it('parses a paged list of inventory items', () => {
    const page = Paged(InventoryItem).parse({ page: 1, pageCount: 1, totalCount: 1, results: [item] });
    expect(page.results[0]?.data['List Price']).toBe('19999.00');
  });

  it('coerces paging query strings and bounds the page size', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(pageQuery(15).parse({ page: '3' })).toEqual({ page: 3, pageSize: 15 });
    expect(PageQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(PageQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('describes a problem with field errors', () => {
    const problem = { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'x', errors: [{ field: 'vin', message: 'm' }] };
    expect(Problem.parse(problem)).toEqual(problem);
  });
});
