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
