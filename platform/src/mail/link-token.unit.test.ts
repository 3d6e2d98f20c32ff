import { describe, expect, it } from '@jest/globals';
import { newLinkToken } from './link-token';

describe('newLinkToken', () => {
  it('finding 6: gives tokens of letters and digits only, of the length asked, never twice the same', () => {
    const tokens = Array.from({ length: 500 }, () => newLinkToken(43));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{43}$/);
    expect(new Set(tokens).size).toBe(500);
    // Every one of the 62 characters turns up: the alphabet is used whole.
    expect(new Set(tokens.join('')).size).toBe(62);
  });
});
