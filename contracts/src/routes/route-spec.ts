import type { z } from 'zod';
import type { Permission } from '../permission';

/**
 * One entry of the route catalogue: the HTTP contract of a call, shared by the services (which
 * register it and enforce `permissions` on the server) and the frontend (which calls it).
 * `permissions`: every listed permission is required (spec section 6: "a check with several
 * permissions passes only if the user holds every one requested"); [] = any signed-in user.
 * Paths use fastify's `:param` form and start with /api (/auth for the dev provider, /media for images).
 */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** 'user': a valid token of a known user (else 401 / 403). 'identity': a valid token only; the
   * user is optional (request.identity always, request.user when one matches), for accepting an
   * invitation before the user exists. 'public': no token. */
  auth: 'public' | 'user' | 'identity';
  permissions: readonly Permission[];
  /** Alternatives, any one of which is required besides `permissions`: the reads a screen of
   * section 2 cannot work without admit whoever the screen admits (`screenAccess` in
   * ../permissions, the one table the menu, the route guard and these routes read). */
  anyOf?: readonly Permission[];
  summary: string;
  side: 'command' | 'query';
  params?: z.ZodType;
  /** Request headers a route reads (lowercase names). A loose object: the other headers stay. */
  headers?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<number, z.ZodType>;
}

export function defineRoute<const T extends RouteSpec>(spec: T): T {
  return spec;
}
