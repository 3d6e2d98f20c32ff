import { describe, expect, it } from '@jest/globals';
import { textFault, unstorableText } from './storable-text';

describe('textFault', () => {
  it('refuses NUL and unpaired surrogates, takes any other text', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800', 'end\ud83d']) expect(textFault(bad)).not.toBeNull();
    for (const good of ['', 'Hello', 'Crème brûlée', '😀 emoji pair', '\u0001 other controls', '中文']) expect(textFault(good)).toBeNull();
  });
});

describe('unstorableText', () => {
  it('names every bad string and key with its dotted path', () => {
    const body = { content: 'a\u0000', tags: ['ok', '\ud800'], nested: { deep: [{ name: 'x\udfff' }] }, ['k\u0000']: 'v', n: 5 };
    expect(unstorableText(body, 'body').map((f) => f.field)).toEqual(['body', 'body.content', 'body.nested.deep.0.name', 'body.tags.1']);
    expect(unstorableText({ fine: ['a', { b: 'c' }] }, 'body')).toEqual([]);
    expect(unstorableText('\u0000', 'params.id')).toEqual([{ field: 'params.id', message: expect.stringContaining('NUL') }]);
  });

  it('shortens a long key in the field name', () => {
    expect(unstorableText({ ['k'.repeat(1000)]: '\u0000' }, 'body')[0]!.field).toBe(`body.${'k'.repeat(64)}…`);
  });

  it('walks a very deep value without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableText(deep, 'body')).toHaveLength(1);
  });
});
