import type { z } from 'zod';

/**
 * Zod 4 introspection of the request schemas, so that limits can be checked for every route and
 * bad input generated for every field without listing them by hand.
 *
 *   variantsOf(schema)   one { sample, leaves } per union branch (objects vary one field's
 *                        branches at a time): a value of the schema's shape and every string and
 *                        number in it with its path, its limits and how to reach it in the sample
 *
 * A sample has the schema's shape, not necessarily its rules (a regex or a cross-field refinement
 * is not solved): it is a place to put one bad value at a time. Arrays hold one element (path
 * segment 0); records one key `k`. A pipe is read at its input (what a client sends).
 */
export type Segment = string | number;

export interface StringLeaf {
  kind: 'string';
  path: Segment[];
  /** null: no maximum (a guid, a uuid or an ISO date counts its fixed length). */
  maxLength: number | null;
  /** A record's key rather than a value. */
  key?: boolean;
}

export interface NumberLeaf {
  kind: 'number';
  path: Segment[];
  min: number | null;
  max: number | null;
  integer: boolean;
  /** A closed set of numbers (a literal): z.literal([50, 75]). */
  choices?: readonly number[];
}

/** z.unknown() / z.any(): a value of any shape, so of any length. */
export interface OpenLeaf {
  kind: 'unknown';
  path: Segment[];
}

export type Leaf = StringLeaf | NumberLeaf | OpenLeaf;

export interface Variant {
  sample: unknown;
  leaves: Leaf[];
}

interface Def {
  type: string;
  [key: string]: unknown;
}
interface Check {
  _zod: { def: { check: string; value?: unknown; minimum?: number; maximum?: number; length?: number; format?: string } };
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks as Check[] | undefined) ?? [];
/** Formats whose pattern fixes the length (an ISO date is always YYYY-MM-DD). */
const fixedLengthFormats: Record<string, number> = { guid: 36, uuid: 36, date: 10 };
const validGuid = '00000000-0000-4000-8000-000000000000';

function stringVariant(def: Def, path: Segment[]): Variant {
  let maxLength: number | null = typeof def.format === 'string' ? (fixedLengthFormats[def.format] ?? null) : null;
  let minLength = 0;
  for (const {
    _zod: { def: check },
  } of checksOf(def)) {
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = Math.min(maxLength ?? Infinity, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined) [maxLength, minLength] = [check.length, check.length];
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = Math.max(minLength, check.minimum);
  }
  const byFormat: Record<string, string> = {
    guid: validGuid,
    uuid: validGuid,
    email: 'sweep@example.com',
    datetime: '2025-01-01T00:00:00.000Z',
    date: '2025-01-01',
  };
  const sample = (typeof def.format === 'string' ? byFormat[def.format] : undefined) ?? 'a'.repeat(Math.max(minLength, 1));
  return { sample, leaves: [{ kind: 'string', path, maxLength }] };
}

function numberVariant(def: Def, path: Segment[]): Variant {
  let [min, max, integer] = [null as number | null, null as number | null, false];
  for (const {
    _zod: { def: check },
  } of checksOf(def)) {
    if (check.check === 'greater_than' && typeof check.value === 'number') min = check.value;
    if (check.check === 'less_than' && typeof check.value === 'number') max = check.value;
    if (check.check === 'number_format' && (check.format === 'safeint' || check.format === 'int32')) integer = true;
  }
  const sample = Math.min(Math.max(1, min ?? 1), max ?? Infinity);
  return { sample, leaves: [{ kind: 'number', path, min, max, integer }] };
}

/** Objects: every field at its first variant, then one more variant per other branch of a field. */
function objectVariants(shape: Record<string, z.ZodType>, path: Segment[]): Variant[] {
  const fields = Object.entries(shape).map(([key, schema]) => [key, walk(schema, [...path, key])] as const);
  const build = (pick: (key: string, variants: readonly Variant[]) => Variant): Variant => {
    const chosen = fields.map(([key, variants]) => [key, pick(key, variants)] as const);
    return { sample: Object.fromEntries(chosen.map(([key, v]) => [key, v.sample])), leaves: chosen.flatMap(([, v]) => v.leaves) };
  };
  const first = build((_key, variants) => variants[0]!);
  const others = fields.flatMap(([field, variants]) =>
    variants.slice(1).map((variant) => build((key, all) => (key === field ? variant : all[0]!))),
  );
  return [first, ...others];
}

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function walk(schema: unknown, path: Segment[]): Variant[] {
  const def = defOf(schema);
  if (wrappers.has(def.type)) return walk(def.innerType, path);
  switch (def.type) {
    case 'string':
      return [stringVariant(def, path)];
    case 'number':
      return [numberVariant(def, path)];
    case 'object':
      return objectVariants(def.shape as Record<string, z.ZodType>, path);
    case 'array':
      return walk(def.element, [...path, 0]).map((v) => ({ sample: [v.sample], leaves: v.leaves }));
    case 'record': {
      const keys = walk(def.keyType, path)
        .flatMap((v) => v.leaves)
        .map((leaf) => ({ ...leaf, key: true }));
      return walk(def.valueType, [...path, 'k']).map((v) => ({ sample: { k: v.sample }, leaves: [...keys, ...v.leaves] }));
    }
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option, path));
    case 'intersection': {
      const [left, right] = [walk(def.left, path)[0]!, walk(def.right, path)[0]!];
      return [{ sample: { ...(left.sample as object), ...(right.sample as object) }, leaves: [...left.leaves, ...right.leaves] }];
    }
    case 'pipe': {
      // z.stringbool(): a closed vocabulary of words, not free text.
      if ((schema as { _zod: { bag: { truthy?: unknown } } })._zod.bag.truthy) return [{ sample: 'true', leaves: [] }];
      // z.preprocess(fn, schema) is a pipe from a transform: the schema is what is checked.
      return defOf(def.in).type === 'transform' ? walk(def.out, path) : walk(def.in, path);
    }
    case 'literal': {
      const values = def.values as readonly unknown[];
      const numbers = values.filter((value): value is number => typeof value === 'number');
      const leaves: Leaf[] = numbers.length > 0 ? [{ kind: 'number', path, min: null, max: null, integer: false, choices: numbers }] : [];
      return [{ sample: values[0], leaves }];
    }
    case 'enum': {
      // A closed vocabulary: any other text is bad input, so it is a string leaf as long as its longest word.
      const words = Object.values(def.entries as Record<string, unknown>);
      const maxLength = Math.max(...words.map((word) => String(word).length));
      return [{ sample: words[0], leaves: typeof words[0] === 'string' ? [{ kind: 'string', path, maxLength }] : [] }];
    }
    case 'boolean':
      return [{ sample: false, leaves: [] }];
    case 'null':
      return [{ sample: null, leaves: [] }];
    case 'unknown':
    case 'any':
      return [{ sample: 'a', leaves: [{ kind: 'unknown', path }] }];
    default:
      return [{ sample: undefined, leaves: [] }];
  }
}

export function variantsOf(schema: z.ZodType): Variant[] {
  return walk(schema, []);
}

/** Every leaf of every variant, once per path (and key-ness). */
export function leavesOf(schema: z.ZodType): Leaf[] {
  const seen = new Map<string, Leaf>();
  for (const leaf of variantsOf(schema).flatMap((v) => v.leaves)) {
    seen.set(`${leaf.path.join('.')}${'key' in leaf && leaf.key ? ':key' : ''}`, leaf);
  }
  return [...seen.values()];
}
