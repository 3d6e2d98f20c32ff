import type { z } from 'zod';
import type { Permission } from '@dtn/contracts/permission';
import type { RouteSpecs, routeTable } from './route-table.gen';

/**
 * The types of a catalogue call, read from the route's own zod schemas (types only):
 *
 *   RouteName            'createOffer' | 'myOfferForVehicle' | ... (the catalogue's export names)
 *   CallInput<N>         { params?, query?, body?, headers? }: z.input of the route's params,
 *                        querystring, body and headers (If-Match on the offer actions)
 *   CallArgs<N>          [input] or [input?] when nothing in it is required
 *   CallResult<N>        z.output of its 200 (or 201) response; `| null` where it declares a 204
 */
export type RouteName = keyof typeof routeTable & keyof RouteSpecs;

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  auth: 'public' | 'user' | 'identity';
  permissions: readonly Permission[];
  anyOf?: readonly Permission[];
}

type Spec<N extends RouteName> = RouteSpecs[N];

/** `{ [as]: input }`, optional when the schema accepts undefined or {} (every field optional),
 * `{ [as]?: never }` when the route has no such schema. */
type Part<S, Key extends string, As extends string, Absent> = S extends { [K in Key]: infer Schema extends z.ZodType }
  ? undefined extends z.input<Schema>
    ? { [K in As]?: z.input<Schema> }
    : Partial<z.input<Schema>> extends z.input<Schema>
      ? { [K in As]?: z.input<Schema> }
      : { [K in As]: z.input<Schema> }
  : { [K in As]?: Absent };

/** A route without a body schema takes multipart form data (image uploads) or nothing.
 * Distributed over N first: for a union of routes (a call's N before it is inferred) the parts
 * are joined per route, a union as long as the catalogue, where joining each part's union across
 * every route made one of the product of their lengths, past TypeScript's limit (TS2590). */
type CallInput<N extends RouteName> = N extends RouteName
  ? Part<Spec<N>, 'params', 'params', never> &
      Part<Spec<N>, 'querystring', 'query', never> &
      Part<Spec<N>, 'body', 'body', FormData> &
      Part<Spec<N>, 'headers', 'headers', never>
  : never;

type Optional<T> = Partial<T> extends T ? true : false;
export type CallArgs<N extends RouteName> = Optional<CallInput<N>> extends true ? [input?: CallInput<N>] : [input: CallInput<N>];

type Responses<N extends RouteName> = Spec<N> extends { response: infer R } ? R : never;
type Success<R> = R extends { 200: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : R extends { 201: infer Schema extends z.ZodType }
    ? z.output<Schema>
    : R extends { 204: unknown }
      ? null
      : unknown;
export type CallResult<N extends RouteName> = [Responses<N>] extends [never]
  ? unknown
  : Success<Responses<N>> | (Responses<N> extends { 204: unknown } ? null : never);
