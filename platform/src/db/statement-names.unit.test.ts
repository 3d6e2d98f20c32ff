import { describe, expect, it } from '@jest/globals';
import { createStatementNames } from './statement-names';

describe('statement names', () => {
  it('names a text once it has been asked for promoteAfter times, and keeps that name', () => {
    const names = createStatementNames({ promoteAfter: 3 });
    expect(names.nameFor('SELECT $1')).toBeUndefined();
    expect(names.nameFor('SELECT $1')).toBeUndefined();
    const name = names.nameFor('SELECT $1');
    expect(name).toEqual(expect.any(String));
    expect(names.nameFor('SELECT $1')).toBe(name);
    names.nameFor('SELECT $2');
    names.nameFor('SELECT $2');
    expect(names.nameFor('SELECT $2')).not.toBe(name);
  });

  it('names at most maxNamed texts; the rest run unnamed', () => {
    const names = createStatementNames({ promoteAfter: 1, maxNamed: 2 });
    expect(names.nameFor('a')).toBeDefined();
    expect(names.nameFor('b')).toBeDefined();
    expect(names.nameFor('c')).toBeUndefined();
    expect(names.nameFor('a')).toBeDefined();
  });

  it('never names a forgotten text again', () => {
    const names = createStatementNames({ promoteAfter: 1 });
    expect(names.nameFor('a')).toBeDefined();
    names.forget('a');
    expect(names.nameFor('a')).toBeUndefined();
    expect(names.nameFor('a')).toBeUndefined();
  });

  it('counts at most maxTracked texts: past that, counting starts over', () => {
    const names = createStatementNames({ promoteAfter: 2, maxTracked: 2 });
    names.nameFor('a');
    names.nameFor('b');
    names.nameFor('c'); // the counts of a and b are dropped
    expect(names.nameFor('a')).toBeUndefined();
    expect(names.nameFor('c')).toBeDefined();
  });
});
