import { formatPercent, formatUsd, initials } from './format';

describe('formatting', () => {
  it('formats USD in en-US', () => {
    expect(formatUsd(12345)).toBe('$12,345.00');
    expect(formatUsd('27999.5')).toBe('$27,999.50');
    expect(formatUsd('')).toBe('');
    expect(formatUsd('n/a')).toBe('');
  });

  it('states a percentage with one decimal', () => {
    expect(formatPercent(104.25)).toBe('104.3%');
    expect(formatPercent(96)).toBe('96.0%');
    expect(formatPercent(1234.5)).toBe('1,234.5%');
  });

  it('takes the first letters of the first two words', () => {
    expect(initials('Pat Principal Jr')).toBe('PP');
    expect(initials('lone')).toBe('L');
    expect(initials('')).toBe('');
  });
});
