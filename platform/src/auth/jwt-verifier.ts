/**
 * Bearer token verification with jose against a JSON Web Key Set.
 *
 *   TokenClaims                                     {sub, email?, name?, givenName?, familyName?}:
 *                                                   what the user resolver and an invitee's new
 *                                                   account need (email only when not
 *                                                   email_verified: false)
 *   TokenVerifier = (token) => Promise<TokenClaims> rejects with UnauthorizedError, or with
 *                                                   KeysUnavailableError when the issuer's keys
 *                                                   cannot be fetched (not the token's fault)
 *   createRemoteJwtVerifier({issuer, jwksUri, audience?})  an OIDC provider's published keys
 *                                                   (fetched and cached by jose)
 *   createLocalJwtVerifier({issuer, keys, audience?})      an in-process key set (dev provider)
 *
 * Both keep a bounded cache of the tokens they verified (bounded-cache.ts): a token's
 * signature is checked once, and its claims answered from memory until it expires or a minute
 * has passed. Both refuse a token without `exp` (it would never expire) and one whose `iat` is
 * more than a minute ahead of this machine's clock (issued in the future: a clock or an issuer
 * gone wrong, or a token minted to outlive its lifetime).
 */
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { UnauthorizedError } from '../errors';
import { createBoundedCache } from './bounded-cache';

export interface TokenClaims {
  sub: string;
  email?: string;
  /** The person's names, when the provider shares them (OIDC standard claims). */
  name?: string;
  givenName?: string;
  familyName?: string;
}

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

/** The key set could not be fetched (unreachable, timed out, an error or no key set in the
 * answer): our outage, not a bad token. `reason` says what happened, for the log. */
export class KeysUnavailableError extends Error {
  readonly reason: string;
  constructor(
    readonly jwksUri: string,
    cause: unknown,
  ) {
    super(`The identity provider's keys cannot be fetched from ${jwksUri}.`, { cause });
    this.name = 'KeysUnavailableError';
    this.reason = reasonOf(cause);
  }
}

/** "TypeError: fetch failed <- Error: connect ECONNREFUSED 127.0.0.1:9": the causes, no stack. */
function reasonOf(error: unknown): string {
  const reasons: string[] = [];
  for (let at = error, depth = 0; at !== undefined && depth < 4; at = (at as { cause?: unknown }).cause, depth++) {
    // Duck-typed: Node's own errors may come from another realm (jest's vm modules).
    const { name = 'Error', message } = (typeof at === 'object' && at !== null ? at : {}) as { name?: string; message?: string };
    reasons.push(typeof message === 'string' ? `${name}: ${message}` : JSON.stringify(at));
  }
  return reasons.join(' <- ');
}

interface VerifierOptions {
  issuer: string;
  audience?: string;
}

/** How far ahead of this machine's clock an issuer's may run. */
const clockSkewSeconds = 60;

export function createRemoteJwtVerifier(options: VerifierOptions & { jwksUri: string }): TokenVerifier {
  const remote = createRemoteJWKSet(new URL(options.jwksUri));
  // Only a key set that has no key for the token is the token's fault; any other failure to
  // produce a key is the key endpoint's.
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new KeysUnavailableError(options.jwksUri, error);
    }
  };
  return createJwtVerifier(keys, options);
}

export function createLocalJwtVerifier(options: VerifierOptions & { keys: JSONWebKeySet }): TokenVerifier {
  return createJwtVerifier(createLocalJWKSet(options.keys), options);
}

function createJwtVerifier(keys: JWTVerifyGetKey, options: VerifierOptions): TokenVerifier {
  const verified = createBoundedCache<TokenClaims>();
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        requiredClaims: ['exp'],
        ...(options.audience ? { audience: options.audience } : {}),
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new UnauthorizedError('The token has no subject.');
      }
      if (payload.iat !== undefined && payload.iat > Date.now() / 1000 + clockSkewSeconds) {
        throw new UnauthorizedError('The bearer token is not valid (issued in the future).');
      }
      // An email the provider says it has NOT verified is no identity: it neither finds a user
      // nor accepts an invitation. Absent email_verified = the issuer vouches for what it signs.
      const email = typeof payload['email'] === 'string' && payload['email_verified'] !== false ? payload['email'] : undefined;
      const text = (claim: string) => (typeof payload[claim] === 'string' && payload[claim] !== '' ? payload[claim] : undefined);
      const names = { name: text('name'), givenName: text('given_name'), familyName: text('family_name') };
      const claims: TokenClaims = {
        sub: payload.sub,
        ...(email === undefined ? {} : { email }),
        ...Object.fromEntries(Object.entries(names).filter(([, value]) => value !== undefined)),
      };
      verified.set(token, claims, payload.exp);
      return claims;
    } catch (error) {
      if (error instanceof UnauthorizedError || error instanceof KeysUnavailableError) throw error;
      if (!(error instanceof errors.JOSEError)) throw error;
      // Expired, wrong issuer, unknown key, bad signature: the caller only needs "not valid";
      // jose's code (e.g. ERR_JWT_EXPIRED) is safe and helps a client decide to re-login.
      // A claim jose refused (a missing exp, a wrong audience) is named too.
      const claim = error instanceof errors.JWTClaimValidationFailed ? `, ${error.claim}` : '';
      throw new UnauthorizedError(`The bearer token is not valid (${error.code}${claim}).`);
    }
  };
}
