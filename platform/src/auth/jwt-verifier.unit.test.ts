import { describe, expect, it } from '@jest/globals';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { createLocalJwtVerifier } from './jwt-verifier';

/** An invitation is accepted only by the invited, verified email; the new account takes the names the provider shares. */
describe('createLocalJwtVerifier and the email claim', () => {
  const setup = async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const verify = createLocalJwtVerifier({
      issuer: 'https://id.test',
      keys: { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] },
    });
    const sign = (claims: JWTPayload) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setSubject('user-1')
        .setIssuer('https://id.test')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
    return { verify, sign };
  };

  it('passes the email on when the provider verified it, or does not say', async () => {
    const { verify, sign } = await setup();
    expect(await verify(await sign({ email: 'a@example.com', email_verified: true }))).toEqual({ sub: 'user-1', email: 'a@example.com' });
    expect(await verify(await sign({ email: 'a@example.com' }))).toEqual({ sub: 'user-1', email: 'a@example.com' });
  });

  it('drops an email the provider says it has not verified: it finds no user and accepts no invitation', async () => {
    const { verify, sign } = await setup();
    expect(await verify(await sign({ email: 'a@example.com', email_verified: false }))).toEqual({ sub: 'user-1' });
  });

  it("passes the standard name claims on, for an invitee's new account", async () => {
    const { verify, sign } = await setup();
    expect(
      await verify(await sign({ email: 'n@example.com', name: 'Nova Hire', given_name: 'Nova', family_name: 'Hire', locale: 'en' })),
    ).toEqual({ sub: 'user-1', email: 'n@example.com', name: 'Nova Hire', givenName: 'Nova', familyName: 'Hire' });
  });
});

/** A signed token is still refused when it would never expire or claims to be issued later. */
describe("createLocalJwtVerifier and a token's lifetime", () => {
  const setup = async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const verify = createLocalJwtVerifier({
      issuer: 'dtn-dev',
      keys: { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] },
    });
    const now = Math.floor(Date.now() / 1000);
    const sign = (times: { iat?: number; exp?: number }) => {
      const jwt = new SignJWT({ email: 'a@example.com' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setSubject('user-1')
        .setIssuer('dtn-dev');
      if (times.iat !== undefined) jwt.setIssuedAt(times.iat);
      if (times.exp !== undefined) jwt.setExpirationTime(times.exp);
      return jwt.sign(privateKey);
    };
    return { verify, sign, now };
  };

  it('refuses a token without exp', async () => {
    const { verify, sign, now } = await setup();
    await expect(verify(await sign({ iat: now }))).rejects.toMatchObject({ status: 401, message: expect.stringContaining('exp') });
  });

  it('refuses a token issued in the future beyond a minute of clock skew, and takes one within it', async () => {
    const { verify, sign, now } = await setup();
    await expect(verify(await sign({ iat: now + 3_600, exp: now + 7_200 }))).rejects.toMatchObject({
      status: 401,
      message: expect.stringContaining('issued in the future'),
    });
    await expect(verify(await sign({ iat: now + 30, exp: now + 3_600 }))).resolves.toEqual({ sub: 'user-1', email: 'a@example.com' });
    await expect(verify(await sign({ exp: now + 3_600 }))).resolves.toEqual({ sub: 'user-1', email: 'a@example.com' });
  });
});
