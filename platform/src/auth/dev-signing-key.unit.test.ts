import { describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { loadOrCreateDevSigningKey } from './dev-signing-key';
import { createLocalJwtVerifier } from './jwt-verifier';

describe('dev signing key', () => {
  it('is saved once and reloaded, so tokens survive a restart', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'dtn-keys-'));
    const dir = join(parent, 'nested');
    const first = await loadOrCreateDevSigningKey(dir);
    const jwt = await new SignJWT({ email: 'a@example.com' })
      .setProtectedHeader({ alg: 'ES256', kid: first.kid })
      .setSubject('u1')
      .setIssuer('dtn-dev')
      .setExpirationTime('1h')
      .sign(first.privateKey);

    const restarted = await loadOrCreateDevSigningKey(dir);
    expect(restarted.kid).toBe(first.kid);
    expect(restarted.publicJwk).not.toHaveProperty('d');
    const verify = createLocalJwtVerifier({ issuer: 'dtn-dev', keys: { keys: [restarted.publicJwk] } });
    await expect(verify(jwt)).resolves.toEqual({ sub: 'u1', email: 'a@example.com' });
    expect((await stat(join(dir, 'dev-signing-key.json'))).mode & 0o077).toBe(0);
    await rm(parent, { recursive: true, force: true });
  });

  it('is fresh per process without a folder', async () => {
    const [a, b] = await Promise.all([loadOrCreateDevSigningKey(), loadOrCreateDevSigningKey()]);
    expect(a.kid).not.toBe(b.kid);
  });
});
