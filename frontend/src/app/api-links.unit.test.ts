import { describe, expect, it } from '@jest/globals';
import { apiLinks } from './api-links';

describe('placeholder links', () => {
  it('point at same-origin API routes', () => {
    for (const link of apiLinks) expect(link.href.startsWith('/')).toBe(true);
  });
});
