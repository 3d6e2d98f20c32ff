import { describe, expect, it } from '@jest/globals';
import { leavesOf } from '../schema-leaves';
import { routeCatalogue } from './index';

/**
 * Every field a client sends is bounded in its schema (issue 11): a string without a maximum
 * length let 1 MB names into the read models and their lists. Walks every catalogue route's
 * params, querystring and body, so a new field cannot forget its limit.
 */
const parts = ['params', 'querystring', 'body'] as const;
const unbounded = routeCatalogue.flatMap((route) =>
  parts.flatMap((part) => {
    const schema = route[part];
    if (!schema) return [];
    return leavesOf(schema)
      .filter((leaf) => leaf.kind === 'unknown' || (leaf.kind === 'string' && leaf.maxLength === null))
      .map((leaf) => `${route.method} ${route.url} ${[part, ...leaf.path].join('.')}${leaf.kind === 'string' && leaf.key ? ' (key)' : ''}`);
  }),
);

describe('input limits of the route catalogue', () => {
  it('gives every string a maximum length and takes no value of unknown shape', () => {
    expect(unbounded).toEqual([]);
  });

  it('bounds every number (a range, an integer or a closed set)', () => {
    const open = routeCatalogue.flatMap((route) =>
      parts.flatMap((part) => {
        const schema = route[part];
        return (schema ? leavesOf(schema) : [])
          .filter((leaf) => leaf.kind === 'number' && !leaf.choices && !leaf.integer && (leaf.min === null || leaf.max === null))
          .map((leaf) => `${route.method} ${route.url} ${[part, ...leaf.path].join('.')}`);
      }),
    );
    expect(open).toEqual([]);
  });
});
