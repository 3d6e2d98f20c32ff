/**
 * When the request's bearer token expires, for a response that outlives its request (the push
 * stream ends then, and the browser comes back with its current token).
 *
 *   tokenExpiresAt(request): number   epoch milliseconds; Infinity when the token has no `exp`
 *
 * Call it only on a route the auth plugin guards: the token was verified there, so its payload
 * is read here without checking the signature again.
 */
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { bearerToken } from './auth-plugin';

export function tokenExpiresAt(request: FastifyRequest): number {
  const token = bearerToken(request);
  if (!token) return Infinity;
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp * 1000 : Infinity;
}
