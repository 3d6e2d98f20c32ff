/**
 * Bad-input requests for the whole route catalogue, generated from each route's zod schemas
 * (contracts schema-leaves), so that a new route or field joins the sweep by existing.
 *
 *   badInputCases(route): BadInputCase[]   one request per bad value, each with the field it
 *                                          must be refused on (or only "no 5xx" for a legal one)
 *
 * The bad values: in every string of the body NUL, a lone surrogate and a 1 MB string; in every
 * string of the query string NUL, a lone surrogate's bytes (%ED%A0%80: a URL cannot carry the
 * surrogate itself) and one character past the maximum (a 1 MB URL is refused by Node's header
 * limit before any route, tried once per route); in every number 1e-9 and 1e308; in every
 * coordinate the values just outside its range; in every path parameter NUL, the surrogate's
 * bytes and one character past the maximum.
 */
import type { RouteSpec } from '@dtn/contracts';
import { variantsOf, type Leaf, type Segment } from '@dtn/contracts/schema-leaves';

export interface BadInputCase {
  /** What is bad where, for the report: `body.content: NUL`. */
  name: string;
  method: RouteSpec['method'];
  /** Path and query, percent-encoded as sent. */
  url: string;
  body?: unknown;
  /** The field the 400 must name (a named error equal to it or below it); null: the value is
   * legal (1e-9 degrees), so only "no 5xx and nothing appended" holds. */
  field: string | null;
  /** The status when it is not 400 (a URL over Node's header limit: 431). */
  status?: number;
}

/** Path parameter values that pass their schema (regexes are not solved by the walker). */
const validParams: Record<string, string> = {
  vin: '1HGCM82633A004352',
  age: 'ThirtyDaysOrLess',
  uid: 'x'.repeat(32),
  name: 'car.svg',
  folder: '00000000-0000-4000-8000-000000000000',
  file: `${'a'.repeat(64)}.png`,
};
const guid = '00000000-0000-4000-8000-000000000000';
const oneMegabyte = 1_000_000;
/** UTF-8 cannot encode a lone surrogate; these are the bytes U+D800 would have (CESU-8). */
const surrogateBytes = '%ED%A0%80';

const joined = (part: string, path: readonly Segment[]) => [part, ...path].join('.');

function setAt(sample: unknown, path: readonly Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const segment of path.slice(0, -1)) at = at[segment] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = value;
  return copy;
}

function queryText(query: unknown): string {
  const pairs = Object.entries((query ?? {}) as Record<string, unknown>).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null).map((v) => `${key}=${rawQueryValue(v)}`),
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** Values already marked raw (percent-encoded by hand) go as they are; others are encoded. */
const raw = (text: string) => ({ raw: text });
function rawQueryValue(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'raw' in value) return String((value as { raw: string }).raw);
  return encodeURIComponent(String(value));
}

const isCoordinate = (leaf: Leaf) =>
  leaf.kind === 'number' && ((leaf.min === -90 && leaf.max === 90) || (leaf.min === -180 && leaf.max === 180));

interface BadValue {
  what: string;
  value: unknown;
  /** A legal value (1e-9 degrees): only "no 5xx, nothing appended" holds. */
  legal?: boolean;
}

function badValues(leaf: Leaf, part: 'body' | 'querystring'): BadValue[] {
  if (leaf.kind === 'unknown') return [];
  if (leaf.kind === 'number') {
    const asText = (n: number) => (part === 'querystring' ? String(n) : n);
    const values: BadValue[] = [
      { what: '1e-9', value: asText(1e-9), legal: isCoordinate(leaf) },
      { what: '1e308', value: asText(1e308) },
    ];
    if (isCoordinate(leaf)) {
      for (const n of [leaf.max! + 0.5, leaf.min! - 1]) values.push({ what: `${n} (out of range)`, value: asText(n) });
    }
    return values;
  }
  if (part === 'body') {
    return [
      { what: 'NUL', value: 'a\u0000b' },
      { what: 'lone surrogate', value: 'a\ud800b' },
      { what: '1 MB', value: 'x'.repeat(Math.max(oneMegabyte, (leaf.maxLength ?? 0) + 1)) },
    ];
  }
  return [
    { what: 'NUL', value: raw('a%00b') },
    { what: 'lone surrogate bytes', value: raw(`a${surrogateBytes}b`) },
    { what: 'past the maximum', value: 'x'.repeat((leaf.maxLength ?? oneMegabyte) + 1) },
  ];
}

export function paramsSample(route: RouteSpec): Record<string, string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return Object.fromEntries(names.map((name) => [name, validParams[name] ?? guid]));
}

const pathOf = (route: RouteSpec, params: Record<string, string>) => route.url.replace(/:(\w+)/g, (_, name: string) => params[name]!);

/** A field common to several union branches is spoiled once, in the first branch it appears in. */
function once(cases: BadInputCase[]): BadInputCase[] {
  const seen = new Set<string>();
  return cases.filter((c) => !seen.has(c.name) && Boolean(seen.add(c.name)));
}

/** Fastify validates params, body, then the query, and stops at the first part that fails: the
 * parts not being spoiled keep their first sample (the sweep test checks that it passes). */
export function badInputCases(route: RouteSpec): BadInputCase[] {
  const params = paramsSample(route);
  const bodies = route.body ? variantsOf(route.body) : [];
  const queries = route.querystring ? variantsOf(route.querystring) : [];
  const [validBody, validQuery] = [bodies[0]?.sample, queries[0]?.sample];
  const at = (query: unknown, pathParams = params) => `${pathOf(route, pathParams)}${queryText(query)}`;
  const cases: BadInputCase[] = [];
  const add = (name: string, url: string, body: unknown, field: string | null, status?: number) =>
    cases.push({ name, method: route.method, url, body, field, ...(status === undefined ? {} : { status }) });

  for (const { sample, leaves } of bodies) {
    for (const leaf of leaves) {
      // A key leaf's path is its record's: a bad key is named by the record (NUL) or below it.
      const key = leaf.kind === 'string' && leaf.key === true;
      for (const bad of badValues(leaf, 'body')) {
        const body = key ? recordWithKey(sample, leaf.path, String(bad.value)) : setAt(sample, leaf.path, bad.value);
        add(
          `${joined('body', leaf.path)}${key ? ' (key)' : ''}: ${bad.what}`,
          at(validQuery),
          body,
          bad.legal ? null : joined('body', leaf.path),
        );
      }
    }
  }
  for (const { sample, leaves } of queries) {
    for (const leaf of leaves) {
      for (const bad of badValues(leaf, 'querystring')) {
        // A repeated key arrives as one value or a list: the key itself is the field.
        add(
          `${joined('querystring', leaf.path)}: ${bad.what}`,
          at(setAt(sample, leaf.path, bad.value)),
          validBody,
          bad.legal ? null : joined('querystring', leaf.path.slice(0, 1)),
        );
      }
    }
  }
  if (queries.length > 0) {
    add('querystring: 1 MB', `${pathOf(route, params)}?q=${'x'.repeat(oneMegabyte)}`, validBody, null, 431);
  }
  const paramLeaves = route.params ? (variantsOf(route.params)[0]?.leaves ?? []) : [];
  for (const name of Object.keys(params)) {
    const leaf = paramLeaves.find((l) => l.path[0] === name);
    // Under the router's maxParamLength (100), so that the schema is the one refusing it.
    const long = 'x'.repeat((leaf?.kind === 'string' ? (leaf.maxLength ?? 60) : 60) + 1);
    const spoiled = (value: string) => at(validQuery, { ...params, [name]: value });
    add(`params.${name}: NUL`, spoiled('a%00b'), validBody, `params.${name}`);
    // The router cannot decode such a path, so it cannot tell which parameter: `params`.
    add(`params.${name}: lone surrogate bytes`, spoiled(`a${surrogateBytes}b`), validBody, 'params');
    add(`params.${name}: past the maximum`, spoiled(long), validBody, `params.${name}`);
  }
  return once(cases);
}

/** The record at `path`'s parent gets one more entry whose key is the bad text. */
function recordWithKey(sample: unknown, path: readonly Segment[], key: string): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const segment of path) at = at[segment] as Record<string | number, unknown>;
  at[key] = Object.values(at)[0];
  return copy;
}
