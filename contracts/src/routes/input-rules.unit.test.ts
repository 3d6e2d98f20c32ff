import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod';
import { AddBuyListItemBody } from './buy-list';
import { ResponseHoursBody } from './admin-commands';
import { AgingSettingsBody, RepriceBody } from './aging';
import { BuyNowPriceBody, ImportInventoryBody } from './inventory-commands';
import { maxChatMessageLength } from '../constants';
import {
  approveTransportBid,
  ConversationMessageBody,
  CounterOfferBody,
  CreateOfferBody,
  TransportBidQuoteBody,
  UpdateOfferBody,
} from './offer-commands';
import { CreatePostBody } from './social-commands';

/** The field each failing value is refused on (issue 11's findings, one by one). */
const refusedOn = (schema: z.ZodType, value: unknown) => [
  ...new Set(schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'))),
];
const inventoryId = '6c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d41';

describe('integer radii (the read models keep them in integer columns)', () => {
  const item = { make: 'Honda', model: 'Accord', startYear: 2018, endYear: 2022 };
  it('refuses a buy-list searchRadius with decimals', () => {
    expect(refusedOn(AddBuyListItemBody, { ...item, searchRadius: 50.5 })).toEqual(['searchRadius']);
    expect(refusedOn(AddBuyListItemBody, { ...item, searchRadius: 50 })).toEqual([]);
  });

  it('refuses a transport search radius with decimals or outside 25..100 miles', () => {
    const start = { status: 'bidding-transportation', inventoryId, destinationDealershipId: inventoryId };
    for (const radius of [50.5, 24, 101, Number.NaN]) {
      expect(refusedOn(CreateOfferBody, { ...start, transportationSearchRadius: radius })).toEqual(['transportationSearchRadius']);
    }
    for (const radius of [25, 50, 100]) expect(refusedOn(CreateOfferBody, { ...start, transportationSearchRadius: radius })).toEqual([]);
  });

  it('bounds the buy list coordinates', () => {
    for (const [field, value] of [
      ['latitude', 90.5],
      ['latitude', -91],
      ['longitude', 180.5],
      ['longitude', -181],
      ['latitude', 1e308],
    ] as const) {
      expect(refusedOn(AddBuyListItemBody, { ...item, [field]: value })).toEqual([field]);
    }
  });
});

describe('amounts', () => {
  const bid = { status: 'submitted', inventoryId };
  it('refuses 1e-9 and 1e308, and amounts under a cent', () => {
    for (const offerAmount of [1e-9, 1e308, 0.001, 0]) expect(refusedOn(CreateOfferBody, { ...bid, offerAmount })).toContain('offerAmount');
    for (const transportOfferAmount of [1e-9, 1e308, -1]) {
      expect(refusedOn(CreateOfferBody, { ...bid, offerAmount: 10, transportOfferAmount })).toContain('transportOfferAmount');
    }
    expect(refusedOn(UpdateOfferBody, { id: inventoryId, offerAmount: 1e-9 })).toContain('offerAmount');
  });

  it('takes both amounts at their maximum: their total fits numeric(12,2)', () => {
    expect(refusedOn(CreateOfferBody, { ...bid, offerAmount: 99_999_999.99, transportOfferAmount: 99_999_999.99 })).toEqual([]);
    expect(refusedOn(CreateOfferBody, { ...bid, offerAmount: 100_000_000 })).toEqual(['offerAmount']);
  });

  it('takes a list price or a Buy Now price as a bid amount (Buy Now may be cleared)', () => {
    for (const price of [0, -1, 0.001, 100_000_000, Number.NaN]) {
      expect(refusedOn(RepriceBody, { listPrice: price })).toEqual(['listPrice']);
      expect(refusedOn(BuyNowPriceBody, { price })).toEqual(['price']);
    }
    expect(refusedOn(RepriceBody, { listPrice: 4000.5 })).toEqual([]);
    expect(refusedOn(BuyNowPriceBody, { price: null })).toEqual([]);
  });

  it('keeps the vendor quote under its typed length of 10', () => {
    const uid = 'x'.repeat(32);
    expect(refusedOn(TransportBidQuoteBody, { uid, bidAmount: 123456.78 })).toEqual([]);
    for (const bidAmount of [1e-9, 1e308, 12345678.91, 0, -1, 1.001, 123456789.5]) {
      expect(refusedOn(TransportBidQuoteBody, { uid, bidAmount })).toEqual(['bidAmount']);
    }
    // The vendor page's input takes 10 characters (spec section 5): "1234567.89" fits.
    expect(refusedOn(TransportBidQuoteBody, { uid, bidAmount: 1234567.89 })).toEqual([]);
  });
});

describe('dealer-group and dealership settings', () => {
  it('takes response hours as whole hours from 1 to 72', () => {
    for (const hours of [1, 72]) expect(refusedOn(ResponseHoursBody, { hours })).toEqual([]);
    for (const hours of [0, -5, 73, 1000, 1.5]) expect(refusedOn(ResponseHoursBody, { hours })).toEqual(['hours']);
  });

  it('takes a holding cost from 0 to 1,000 in cents and 1 to 4 ascending whole days from 1 to 365', () => {
    expect(refusedOn(AgingSettingsBody, { holdingCostPerDay: 35.5, agingThresholds: [30, 60, 90, 120] })).toEqual([]);
    for (const cost of [-0.01, 1000.01, 35.555, Number.NaN]) {
      expect(refusedOn(AgingSettingsBody, { holdingCostPerDay: cost, agingThresholds: [30] })).toEqual(['holdingCostPerDay']);
    }
    for (const days of [[], [30, 45, 60, 90, 120], [0], [366], [30.5], [30, 30], [60, 30]]) {
      expect(refusedOn(AgingSettingsBody, { holdingCostPerDay: 35, agingThresholds: days })[0]).toMatch(/^agingThresholds/);
    }
    expect(refusedOn(AgingSettingsBody, { holdingCostPerDay: -1, agingThresholds: [90, 30] })).toEqual([
      'holdingCostPerDay',
      'agingThresholds',
    ]);
  });
});

describe('chat messages and counter notes', () => {
  it('trims them and takes 1 to maxChatMessageLength characters', () => {
    expect(ConversationMessageBody.parse({ message: '  Still available? ' }).message).toBe('Still available?');
    expect(refusedOn(ConversationMessageBody, { message: 'x'.repeat(maxChatMessageLength) })).toEqual([]);
    for (const message of ['   ', '', 'x'.repeat(maxChatMessageLength + 1)]) {
      expect(refusedOn(ConversationMessageBody, { message })).toEqual(['message']);
    }
    expect(refusedOn(CounterOfferBody, { amount: 100, message: '   ' })).toEqual(['message']);
  });
});

describe('feed import rows', () => {
  it('names the row and the field of a bad JSON row', () => {
    const row = {
      vin: '1HGCM82633A004352',
      stockNumber: 'H1',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      listingType: 'USED',
      inventoryDate: '2025-01-10',
    };
    expect(refusedOn(ImportInventoryBody, { vehicles: [row] })).toEqual([]);
    const issues = ImportInventoryBody.safeParse({ vehicles: [row, { ...row, year: 'old' }] }).error?.issues[0];
    expect(issues?.code).toBe('invalid_union');
    expect(JSON.stringify(issues)).toContain('"path":["vehicles",1,"year"]');
    // PostgreSQL has no year 0: such a date would stop the inventory projector.
    expect(refusedOn(ImportInventoryBody, { vehicles: [{ ...row, inventoryDate: '0000-01-01' }] })).toEqual(['vehicles.0.inventoryDate']);
  });
});

describe('posts', () => {
  it('announces attachments as a whole number up to 5', () => {
    expect(CreatePostBody.parse({}).attachmentCount).toBe(0);
    expect(refusedOn(CreatePostBody, { attachmentCount: 6 })).toEqual(['attachmentCount']);
    expect(refusedOn(CreatePostBody, { mileage: 1e-9 })).toEqual(['mileage']);
  });
});

describe('OpenAPI summaries', () => {
  it('says approvebid/{id} takes the transport bid id (the handler selects that bid), not the offer', () => {
    expect(approveTransportBid.summary).toMatch(/id = the transport bid\b/);
    expect(approveTransportBid.summary).not.toMatch(/id = the offer/);
  });
});
