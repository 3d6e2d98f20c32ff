/**
 * The dev identity provider's ES256 signing key (EMBEDDED MODE ONLY).
 *
 *   loadOrCreateDevSigningKey(keyDir?): Promise<DevSigningKey>
 *     with keyDir: reads `<keyDir>/dev-signing-key.json` (a private JWK) or creates and saves it,
 *     so tokens stay valid across restarts; without: a fresh in-memory key per process.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface DevSigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The public half, as published in the local key set the verifier uses. */
  publicJwk: JWK;
}

const FILE = 'dev-signing-key.json';

async function readJwk(path: string): Promise<JWK | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as JWK;
  } catch (error) {
    // Duck-typed: node's errors may come from another realm (e.g. under jest's vm modules).
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

async function createJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return exportJWK(privateKey);
}

export async function loadOrCreateDevSigningKey(keyDir?: string): Promise<DevSigningKey> {
  let privateJwk: JWK;
  if (keyDir) {
    const path = join(keyDir, FILE);
    const stored = await readJwk(path);
    if (stored) {
      privateJwk = stored;
    } else {
      privateJwk = await createJwk();
      await mkdir(keyDir, { recursive: true });
      await writeFile(path, JSON.stringify(privateJwk), { mode: 0o600 });
    }
  } else {
    privateJwk = await createJwk();
  }
  const { d: _private, ...publicPart } = privateJwk;
  const kid = await calculateJwkThumbprint(publicPart);
  const privateKey = await importJWK(privateJwk, 'ES256');
  if (privateKey instanceof Uint8Array) throw new Error('dev signing key is not an EC key');
  return { kid, privateKey, publicJwk: { ...publicPart, kid, alg: 'ES256', use: 'sig' } };
}
