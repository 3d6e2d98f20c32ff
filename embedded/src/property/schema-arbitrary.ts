/**
 * fast-check arbitraries of VALID inputs of a zod schema, for property-based tests.
 *
 *   validInputsOf(schema) -> Arbitrary of values that `schema.safeParse` accepts
 *
 * The schema is read through zod's own JSON Schema view (io: 'input'), so every bound the API
 * declares (min/max, lengths, integers, enums, formats, nullable, optional) shapes the values, and
 * the generator leans on the edges the read models must hold: the largest amounts, the longest
 * strings, every kind of Unicode text. Refinements JSON Schema cannot express (at most 2
 * decimals, a year after another) are then enforced by filtering with the schema itself.
 */
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};

/** Strings longer than this are generated at their exact maximum only (a shorter random one
 * tells nothing more, and 5,000-character bodies slow every run). */
const TYPICAL_LENGTH = 40;
const INT32 = 2 ** 31 - 1;

export function validInputsOf<S extends z.ZodType>(schema: S): fc.Arbitrary<z.input<S>> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fromJsonSchema(json).filter((value) => schema.safeParse(value).success) as fc.Arbitrary<z.input<S>>;
}

function fromJsonSchema(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map(fromJsonSchema));
  if (s.oneOf) return fc.oneof(...s.oneOf.map(fromJsonSchema));
  switch (s.type) {
    case 'object':
      return objectOf(s);
    case 'array':
      return fc.array(fromJsonSchema(s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) });
    case 'string':
      return stringOf(s);
    case 'integer':
      return integerOf(s);
    case 'number':
      return centsOf(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.anything();
  }
}

function objectOf(s: JsonSchema): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value)]));
  return fc.record(model, { requiredKeys: s.required ?? [] });
}

function stringOf(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid({ version: 4 });
  if (s.format === 'email') return fc.emailAddress().filter((email) => email.length <= (s.maxLength ?? 254));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? TYPICAL_LENGTH * 4;
  const typical = Math.max(min, Math.min(max, TYPICAL_LENGTH));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: typical }) },
    // Control characters and every plane (the bytes a column or JSON must carry as they are);
    // not NUL, which the API refuses in any text.
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: typical }).filter((text) => !text.includes('\u0000')) },
    // The longest value allowed, in two-byte and four-byte characters too.
    { weight: 1, arbitrary: fc.constantFrom('a', 'é', '中', '😀').map((c) => c.repeat(Math.max(min, Math.floor(max / c.length)))) },
  );
}

function integerOf(s: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(s.minimum ?? -INT32, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(s.maximum ?? INT32, Number.MAX_SAFE_INTEGER);
  if (min >= -INT32 && max <= INT32) return fc.integer({ min, max });
  return fc.oneof(fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32) }), fc.constantFrom(min, max));
}

/** Amounts in whole cents from the lowest to the highest allowed, the edges most often. */
function centsOf(s: JsonSchema): fc.Arbitrary<number> {
  const low = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 0.01 : (s.minimum ?? -1e9);
  const high = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 0.01 : (s.maximum ?? 1e9);
  const min = BigInt(Math.ceil(Math.round(low * 1000) / 10));
  const max = BigInt(Math.floor(Math.round(high * 1000) / 10));
  return fc.bigInt({ min, max }).map((cents) => Number(cents) / 100);
}
