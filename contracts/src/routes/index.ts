/**
 * The route catalogue: every HTTP route the services serve, in one list.
 *
 *   routeCatalogue: readonly RouteSpec[]   every RouteSpec exported by the route modules below
 *   isRouteSpec(value): value is RouteSpec
 *
 * A new route module must be imported and re-exported here (catalogue.unit.test.ts fails until
 * it is). Routes are collected from each module's exports rather than listed by hand, so a route
 * added to an existing module cannot be forgotten. The dev identity provider's /auth/dev routes
 * belong to the platform and are not in here.
 */
import * as accountQueries from './account-queries';
import * as aging from './aging';
import * as adminCommands from './admin-commands';
import * as adminQueries from './admin-queries';
import * as buyList from './buy-list';
import * as demo from './demo';
import * as inventoryCommands from './inventory-commands';
import * as inventoryQueries from './inventory-queries';
import * as inviteCommands from './invite-commands';
import * as inviteQueries from './invite-queries';
import * as leads from './leads';
import * as media from './media';
import * as networkMakes from './network-makes';
import * as offerCommands from './offer-commands';
import * as offerQueries from './offer-queries';
import * as push from './push';
import * as socialCommands from './social-commands';
import * as socialQueries from './social-queries';
import type { RouteSpec } from './route-spec';
import * as yearMakeModel from './year-make-model';

export * from './route-spec';
export * from './account-queries';
export * from './aging';
export * from './admin-commands';
export * from './admin-queries';
export * from './buy-list';
export * from './demo';
export * from './inventory-commands';
export * from './inventory-queries';
export * from './invite-commands';
export * from './invite-queries';
export * from './leads';
export * from './media';
export * from './network-makes';
export * from './offer-commands';
export * from './offer-queries';
export * from './push';
export * from './social-commands';
export * from './social-queries';
export * from './year-make-model';

const methods: readonly unknown[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Zod schemas and the modules' own route arrays are exported next to the specs; skip them. */
export function isRouteSpec(value: unknown): value is RouteSpec {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const candidate = value as Partial<Record<keyof RouteSpec, unknown>>;
  return methods.includes(candidate.method) && typeof candidate.url === 'string' && Array.isArray(candidate.permissions);
}

export const routeCatalogue: readonly RouteSpec[] = [
  accountQueries,
  aging,
  adminCommands,
  adminQueries,
  buyList,
  demo,
  inventoryCommands,
  inventoryQueries,
  inviteCommands,
  inviteQueries,
  leads,
  media,
  networkMakes,
  offerCommands,
  offerQueries,
  push,
  socialCommands,
  socialQueries,
  yearMakeModel,
].flatMap((module) => Object.values(module).filter(isRouteSpec));
