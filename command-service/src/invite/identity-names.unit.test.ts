import { describe, expect, it } from '@jest/globals';
import { namesFrom, visibleName } from './identity-names';

describe('the names an identity provider gives a new user', () => {
  it('keeps what a person reads: control and format characters out, white space collapsed', () => {
    expect(visibleName('  Ana\u0000 \u200eMaría\u200d  López ')).toBe('Ana María López');
    expect(visibleName('\u200e\u200f\u202a \t')).toBe('');
    expect(visibleName('\ud800x')).toBe('x');
  });
  it('takes given and family names, else the full name, else the email’s local part', () => {
    expect(namesFrom({ sub: 's', givenName: 'Ana', familyName: 'López' })).toEqual({ firstName: 'Ana', lastName: 'López' });
    expect(namesFrom({ sub: 's', name: 'Ana María López' })).toEqual({ firstName: 'Ana', lastName: 'María López' });
    expect(namesFrom({ sub: 's', givenName: '\u200e', name: '\u0000', email: 'ana@example.com' })).toEqual({
      firstName: 'ana',
      lastName: 'User',
    });
    expect(namesFrom({ sub: '\u200e@x' })).toEqual({ firstName: 'New', lastName: 'User' });
  });
});
