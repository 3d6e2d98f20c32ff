import { describe, it, expect } from '@jest/globals';
import { parseListPrice } from './list-price';

describe('parseListPrice', () => {
  it('reads plain, decimal and dollar-formatted prices', () => {
    expect(parseListPrice({ 'List Price': '23995' })).toBe('23995.00');
    expect(parseListPrice({ 'List Price': '23995.5' })).toBe('23995.50');
    expect(parseListPrice({ 'List Price': ' $23,995.00 ' })).toBe('23995.00');
  });

  it('has no price when the key is missing, empty or not a number', () => {
    expect(parseListPrice({})).toBeNull();
    expect(parseListPrice({ 'List Price': '' })).toBeNull();
    expect(parseListPrice({ 'List Price': 'Call for price' })).toBeNull();
    expect(parseListPrice({ 'List Price': '-5' })).toBeNull();
    expect(parseListPrice({ 'List Price': '1e5' })).toBeNull();
  });

  it('has no price when it does not fit numeric(12,2)', () => {
    expect(parseListPrice({ 'List Price': '99999999999' })).toBeNull();
  });
});
