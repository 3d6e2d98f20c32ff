import { createHash, randomUUID } from 'node:crypto';

/** The product's own UUID namespace: every deterministic id (a vehicle from a feed row, a user from
 * its identity-provider subject) is a v5 UUID under it, so the same input always names the same
 * stream on every machine and on every re-import. */
export const appNamespace = '6f1d8f0e-2c3b-5a4e-9d7c-1b2a3c4d5e6f';

/** RFC 4122 version 5 (SHA-1, name-based) UUID. */
export function uuidV5(name: string, namespace: string = appNamespace): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (ns.length !== 16) throw new Error(`Invalid UUID namespace: ${namespace}`);
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A fresh random (v4) id, for event ids and entities that have no natural key. */
export const newId = (): string => randomUUID();
