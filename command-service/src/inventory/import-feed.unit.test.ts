import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { ImportVehicle } from '@dtn/contracts/routes/inventory-commands';
import { ValidationError } from '@dtn/platform/errors';
import { feedFormatOf, parseFeed } from './import-feed';

const csv = [
  'vin,stockNumber,year,make,model,trim,listingType,images,tradeIn,inventoryDate,sold,Odometer,List Price',
  '1HGCM82633A004352,H1,2003,Honda,Accord,EX,used,a.jpg| b.jpg,yes,2025-01-10,,148210,4995',
  'KM8K2CAB4PU001140,K1,twenty,Hyundai,Kona,,NEW,,false,2025-02-20,true,,',
].join('\n');

describe('parseFeed (CSV)', () => {
  it('shapes rows: numbers, flags, images split on |, data-map columns, empty cells absent', () => {
    const [honda, kona] = parseFeed('csv', csv);
    expect(honda).toEqual({
      vin: '1HGCM82633A004352',
      stockNumber: 'H1',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX',
      listingType: 'USED',
      images: ['a.jpg', 'b.jpg'],
      tradeIn: true,
      inventoryDate: '2025-01-10',
      data: { Odometer: '148210', 'List Price': '4995' },
    });
    // Text that is not a number stays text, so validation names the field.
    expect(kona).toMatchObject({ year: 'twenty', trim: '', images: [], tradeIn: false, sold: true, data: {} });
    expect(ImportVehicle.safeParse(honda).success).toBe(true);
    expect(ImportVehicle.safeParse(kona).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['year']);
  });

  it('reads the sample feed into three valid vehicles', () => {
    const rows = parseFeed('csv', readFileSync(new URL('./sample-feed.csv', import.meta.url), 'utf8'));
    expect(rows.map((row) => ImportVehicle.parse(row).vin)).toEqual(['1HGCM82633A004352', 'KM8K2CAB4PU001140', '1G1ZT51816F264066']);
    expect(rows[2]).toMatchObject({ sold: true, images: [] });
  });

  it('reports malformed CSV as a content error', () => {
    expect(() => parseFeed('csv', 'vin,make\n"unterminated,x')).toThrow(ValidationError);
  });
});

describe('parseFeed (JSON)', () => {
  const vehicle = {
    vin: '1HGCM82633A004352',
    stockNumber: 'H1',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    listingType: 'USED',
    inventoryDate: '2025-01-10',
  };

  it('accepts an array or { vehicles }', () => {
    expect(parseFeed('json', JSON.stringify([vehicle]))).toEqual([vehicle]);
    expect(parseFeed('json', JSON.stringify({ vehicles: [vehicle] }))).toEqual([vehicle]);
  });

  it('rejects text that is not JSON or not a list, naming content', () => {
    for (const content of ['{nope', '{"a":1}']) {
      let error: unknown;
      try {
        parseFeed('json', content);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).errors.map((e) => e.field)).toEqual(['content']);
    }
  });

  it('refuses a feed nested past the body limits before parsing it, naming content', () => {
    const refusal = (format: 'json' | 'csv', content: string) => {
      try {
        parseFeed(format, content);
      } catch (error) {
        return error instanceof ValidationError ? error.errors : error;
      }
      return 'accepted';
    };
    // The request body's own check sees only a string: the nesting is inside it.
    expect(refusal('json', '['.repeat(500_000) + ']'.repeat(500_000))).toEqual([
      { field: 'content', message: expect.stringMatching(/deeper than 16/) },
    ]);
    expect(
      refusal('json', JSON.stringify([{ ...vehicle, data: Object.fromEntries(Array.from({ length: 1_001 }, (_, i) => [`k${i}`, 'v'])) }])),
    ).toEqual([{ field: 'content', message: expect.stringMatching(/more than 1000 keys/) }]);
    const header = Array.from({ length: 1_001 }, (_, i) => `c${i}`).join(',');
    expect(refusal('csv', `${header}\n${','.repeat(1_000)}`)).toEqual([
      { field: 'content', message: expect.stringMatching(/more than 1000 columns/) },
    ]);
  });
});

describe('feedFormatOf', () => {
  it('tells the format by extension', () => {
    expect(feedFormatOf('feed.CSV')).toBe('csv');
    expect(feedFormatOf('/tmp/x.json')).toBe('json');
    expect(feedFormatOf('feed.xml')).toBeNull();
  });
});
