/** vPIC pattern keys: positions 4-8 of the VIN, optionally `|` and positions 10 onward; each
 * position is a character, `*` (any) or a class like `[A-D]` / `[ACE]`. */

/** Allowed characters per VIN index (0-based); undefined = anything. */
export type Slots = (Set<string> | undefined)[];

const vinAlphabet = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

function expandClass(body: string): Set<string> {
  const chars = new Set<string>();
  for (let i = 0; i < body.length; i++) {
    if (body[i + 1] === '-' && body[i + 2]) {
      for (const c of vinAlphabet) if (c >= body[i]! && c <= body[i + 2]!) chars.add(c);
      i += 2;
    } else chars.add(body[i]!);
  }
  return chars;
}

function tokenize(part: string): (Set<string> | undefined)[] {
  const tokens: (Set<string> | undefined)[] = [];
  for (let i = 0; i < part.length; i++) {
    const c = part[i]!;
    if (c === '*') tokens.push(undefined);
    else if (c === '[') {
      const end = part.indexOf(']', i);
      tokens.push(expandClass(part.slice(i + 1, end)));
      i = end;
    } else tokens.push(new Set([c]));
  }
  return tokens;
}

/** The constraints one pattern puts on a 17-character VIN. */
export function slotsOf(keys: string): Slots {
  const slots: Slots = new Array<Slots[number]>(17).fill(undefined);
  const [vds = '', vis = ''] = keys.split('|');
  tokenize(vds).forEach((t, i) => (slots[3 + i] = t));
  tokenize(vis).forEach((t, i) => (slots[9 + i] = t));
  return slots;
}

/** Both constraints at once, or null when no VIN satisfies both. */
export function mergeSlots(a: Slots, b: Slots): Slots | null {
  const merged: Slots = [];
  for (let i = 0; i < 17; i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y) merged.push(x ?? y);
    else {
      const both = new Set([...x].filter((c) => y.has(c)));
      if (both.size === 0) return null;
      merged.push(both);
    }
  }
  return merged;
}

export const compatible = (a: string, b: string): boolean => mergeSlots(slotsOf(a), slotsOf(b)) !== null;
