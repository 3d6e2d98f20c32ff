import { z } from 'zod';
import { maxNameLength } from '../constants';
import { defineRoute } from './route-spec';

/** Year/make/model reference data from NHTSA vPIC (spec section 7, "yearmakemodel"): every
 * signed-in user may read it, it is the same for everyone. */

const requiredText = (what: string) => z.string().trim().min(1, `${what} is required`).max(maxNameLength);

export const MakeQuery = z.object({ make: requiredText('make') });
export const MakeModelQuery = z.object({ make: requiredText('make'), model: requiredText('model') });

export const ModelDetails = z.object({
  make: z.string(),
  model: z.string(),
  years: z.array(z.number().int()),
  trims: z.array(z.string()),
  vehicleTypes: z.array(z.string()),
});
export type ModelDetails = z.infer<typeof ModelDetails>;

/** Every make of the listing forms, passenger-vehicle makes first (platform's build-dataset.ts
 * says which those are), each list sorted. */
export const MakeGroups = z.object({ passengerVehicles: z.array(z.string()), otherMakes: z.array(z.string()) });
export type MakeGroups = z.infer<typeof MakeGroups>;

const common = { auth: 'user', permissions: [], side: 'query' } as const;

export const listMakes = defineRoute({
  ...common,
  method: 'GET',
  url: '/api/yearmakemodel/makes',
  summary: 'All vehicle makes: passenger-vehicle makes, then the others, each sorted',
  response: { 200: MakeGroups },
});

export const listModels = defineRoute({
  ...common,
  method: 'GET',
  url: '/api/yearmakemodel/models',
  summary: 'The models of a make, sorted',
  querystring: MakeQuery,
  response: { 200: z.array(z.string()) },
});

export const listTrims = defineRoute({
  ...common,
  method: 'GET',
  url: '/api/yearmakemodel/trims',
  summary: 'The trims of a make and model, sorted',
  querystring: MakeModelQuery,
  response: { 200: z.array(z.string()) },
});

export const listModelYears = defineRoute({
  ...common,
  method: 'GET',
  url: '/api/yearmakemodel/modelyears',
  summary: 'The model years of a make and model, ascending',
  querystring: MakeModelQuery,
  response: { 200: z.array(z.number().int()) },
});

export const modelDetails = defineRoute({
  ...common,
  method: 'GET',
  url: '/api/yearmakemodel/details',
  summary: 'Years, trims and vehicle types of a make and model',
  querystring: MakeModelQuery,
  response: { 200: ModelDetails },
});
