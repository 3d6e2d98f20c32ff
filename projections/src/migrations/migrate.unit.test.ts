import { describe, it, expect } from '@jest/globals';
import { splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on semicolons, ignoring those inside -- comments', () => {
    const sql = `-- a comment; with a semicolon\nCREATE TABLE a (id int); -- trailing; note\n\nCREATE INDEX b ON a (id);\n`;
    expect(splitStatements(sql)).toEqual(['CREATE TABLE a (id int)', 'CREATE INDEX b ON a (id)']);
  });
});
