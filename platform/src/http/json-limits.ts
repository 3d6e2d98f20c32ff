/**
 * The shape a JSON text may have, checked on its raw bytes before JSON.parse does any work.
 * A 900 KB body nested 450,000 levels deep held the event loop up to 0.7 s (the parser and the
 * collector), from anyone, on any path; everything downstream (the input-safety walk, zod,
 * JSON.stringify into an event) then has to survive the depth too.
 *
 *   maxJsonDepth           16 levels of objects and arrays (the deepest route body has 4)
 *   maxJsonKeysPerObject   1,000 keys in one object (the widest route object has 13)
 *   jsonShapeFault(bytes)  why the text is past a limit, or null; one pass, no recursion, no
 *                          allocation, so its cost is the body's length and nothing else
 *
 * Only the limits are checked: a malformed text passes here and JSON.parse refuses it. The limits
 * are chosen, and their margins measured, in docs/architecture.md ("Input limits").
 */
export const maxJsonDepth = 16;
export const maxJsonKeysPerObject = 1_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

export function jsonShapeFault(bytes: Uint8Array): string | null {
  // keys[d]: the keys seen so far in the object open at depth d (every ':' outside a string
  // separates a key from its value, and only objects have them).
  const keys = new Uint32Array(maxJsonDepth + 1);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH)
        i++; // the escaped character, a quote included, is text
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > maxJsonDepth) return `nests objects and arrays deeper than ${maxJsonDepth} levels`;
      keys[depth] = 0;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      if (depth > 0) depth--;
    } else if (byte === COLON && ++keys[depth]! > maxJsonKeysPerObject) {
      return `has an object with more than ${maxJsonKeysPerObject} keys`;
    }
  }
  return null;
}
