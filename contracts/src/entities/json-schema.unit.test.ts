import { describe, it, expect } from '@jest/globals';
import { z } from 'zod';
import * as entities from './index';
import { Count, Paged, PageQuery } from '../paging';
import { Problem } from '../problem';

// Routes publish these schemas in OpenAPI (fastify-type-provider-zod uses z.toJSONSchema).
describe('JSON Schema export', () => {
  const exported: Record<string, unknown> = { ...entities, Count, PageQuery, Problem, PagedOffer: Paged(entities.Offer) };
  const schemas = Object.entries(exported).flatMap(([name, value]) => (value instanceof z.ZodType ? [[name, value] as const] : []));

  it.each(schemas)('%s converts for input and output', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});
