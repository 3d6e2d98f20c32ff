import { parse } from 'csv-parse/sync';
import { inventoryDataKeys } from '@dtn/contracts';
import { ValidationError } from '@dtn/platform/errors';
import { jsonShapeFault, maxJsonKeysPerObject } from '@dtn/platform/http/json-limits';

export type FeedFormat = 'json' | 'csv';

/**
 * Turns a dealer-management-system feed into raw vehicle rows. Parsing only shapes the text;
 * every field is validated by the import itself, so a CSV row and a JSON row with the same
 * mistake get the same `<rows>.<i>.<field>` error (`body.content.2.year` through the route).
 *
 * CSV: a header row with vin, stockNumber, year, make, model, trim, listingType, images (joined
 * by `|`), tradeIn, inventoryDate, sold, and the data-map keys (Description, Odometer, ... List
 * Price) as further columns. JSON: an array of vehicles, or `{ "vehicles": [...] }`.
 * A feed's text is held to the request body's limits before it is parsed: JSON nested at most 16
 * levels with at most 1,000 keys an object, CSV at most 1,000 columns.
 */
export function parseFeed(format: FeedFormat, content: string): Record<string, unknown>[] {
  return format === 'csv' ? parseCsvFeed(content) : parseJsonFeed(content);
}

/** The format a feed file's name implies; null when the extension is neither. */
export function feedFormatOf(fileName: string): FeedFormat | null {
  const extension = fileName.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'json' ? extension : null;
}

const invalidContent = (message: string) => new ValidationError(message, [{ field: 'content', message }]);

function parseJsonFeed(content: string): Record<string, unknown>[] {
  // The text arrived inside a JSON string, past the body's own check: check it the same way.
  const fault = jsonShapeFault(Buffer.from(content));
  if (fault) throw invalidContent(`The feed ${fault}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch (error) {
    throw invalidContent(`The feed is not valid JSON: ${(error as Error).message}`);
  }
  const rows = isRecord(parsed) && Array.isArray(parsed.vehicles) ? parsed.vehicles : parsed;
  if (!Array.isArray(rows)) throw invalidContent('A JSON feed is an array of vehicles (or { "vehicles": [...] }).');
  return rows.map((row) => (isRecord(row) ? row : { row }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseCsvFeed(content: string): Record<string, unknown>[] {
  let records: Record<string, string>[];
  try {
    records = parse(content, { columns: headerOfAtMostMaxColumns, bom: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw invalidContent(`The feed is not valid CSV: ${(error as Error).message}`);
  }
  return records.map(fromCsvRecord);
}

/** Every row becomes an object keyed by the header: as wide as a JSON object may be. */
function headerOfAtMostMaxColumns(header: string[]): string[] {
  if (header.length > maxJsonKeysPerObject) throw invalidContent(`The feed has more than ${maxJsonKeysPerObject} columns.`);
  return header;
}

/** CSV cells are text: numbers and flags are converted when they read as such, and left as text
 * otherwise so that validation reports them; empty cells count as absent. */
function fromCsvRecord(record: Record<string, string>): Record<string, unknown> {
  const cell = (column: string): string | undefined => (record[column] ? record[column] : undefined);
  const row: Record<string, unknown> = {
    vin: cell('vin'),
    stockNumber: cell('stockNumber'),
    year: toNumber(cell('year')),
    make: cell('make'),
    model: cell('model'),
    trim: cell('trim') ?? '',
    listingType: cell('listingType')?.toUpperCase(),
    images: (cell('images') ?? '')
      .split('|')
      .map((image) => image.trim())
      .filter((image) => image !== ''),
    tradeIn: toFlag(cell('tradeIn')),
    inventoryDate: cell('inventoryDate'),
    sold: toFlag(cell('sold')),
    data: Object.fromEntries(inventoryDataKeys.flatMap((key) => (cell(key) === undefined ? [] : [[key, cell(key)]]))),
  };
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));
}

function toNumber(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

const truthy = new Set(['true', 'yes', 'y', '1']);
const falsy = new Set(['false', 'no', 'n', '0']);

function toFlag(text: string | undefined): boolean | string | undefined {
  if (text === undefined) return undefined;
  const lower = text.toLowerCase();
  if (truthy.has(lower)) return true;
  if (falsy.has(lower)) return false;
  return text;
}
