/**
 * Text a client may send: no NUL (U+0000) and no unpaired UTF-16 surrogate, anywhere.
 * PostgreSQL refuses NUL in text and the \u0000 escape in jsonb, and a lone surrogate has no
 * UTF-8 form (jsonb refuses its \ud800 escape, text quietly turns it into U+FFFD), so either one
 * reaching a query or an event append was a 500. One walk over any parsed input finds them; the
 * HTTP edge runs it on every request (platform/src/http/input-safety) and the inventory import on
 * the rows of a feed file.
 *
 *   textFault(text)                    why the text cannot be stored, or null
 *   unstorableText(value, field)       {field, message} for every bad string or key, dotted paths
 */
export interface TextFault {
  field: string;
  message: string;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function textFault(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (loneSurrogate.test(text)) return 'must not contain an unpaired UTF-16 surrogate';
  return null;
}

/** Reports at most this many faults: enough to fix a form, not a megabyte of them. */
const maxFaults = 20;
/** A key is part of a field's name; a megabyte of key is not worth sending back. */
const maxKeyLength = 64;
const shortKey = (key: string) => (key.length > maxKeyLength ? `${key.slice(0, maxKeyLength)}…` : key);

/** Iterative, so that a deeply nested value cannot overflow the stack, and cheap on wide values
 * (it runs before validation, on anonymous bodies too): a path is written only for a container or
 * a fault, where a body of 450,000 numbers used to build as many path strings (about 170 ms). */
export function unstorableText(value: unknown, field: string): TextFault[] {
  const faults: TextFault[] = [];
  const pending: [object, string][] = [];
  // A string is checked where it is met and a path written only for a fault; numbers, booleans
  // and null hold no text. So only containers wait in `pending` with their paths.
  const visit = (item: unknown, path: () => string) => {
    if (typeof item === 'string') {
      const fault = textFault(item);
      if (fault) faults.push({ field: path(), message: fault });
    } else if (typeof item === 'object' && item !== null) pending.push([item, path()]);
  };
  visit(value, () => field);
  while (pending.length > 0 && faults.length < maxFaults) {
    const [current, path] = pending.pop()!;
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length && faults.length < maxFaults; i++) visit(current[i], () => `${path}.${i}`);
      continue;
    }
    for (const key of Object.keys(current)) {
      if (faults.length >= maxFaults) break;
      const keyFault = textFault(key);
      if (keyFault) faults.push({ field: path, message: `a key ${keyFault}` });
      else visit((current as Record<string, unknown>)[key], () => `${path}.${shortKey(key)}`);
    }
  }
  return faults.sort((a, b) => a.field.localeCompare(b.field));
}
