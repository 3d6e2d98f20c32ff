import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { leavesOf, variantsOf } from './schema-leaves';

describe('leavesOf', () => {
  it('finds strings with their maximum length, numbers with their range, through wrappers and pipes', () => {
    const schema = z.object({
      name: z.string().trim().max(200).default(''),
      free: z.string().optional(),
      id: z.guid(),
      tags: z.array(z.string().max(10)),
      map: z.record(z.string().max(5), z.string().max(7)),
      radius: z.number().int().min(20).max(500),
      choice: z.literal([50, 75]),
      flag: z.stringbool(),
      upper: z
        .string()
        .length(17)
        .transform((s) => s.toUpperCase()),
      ids: z.preprocess((v) => v, z.array(z.guid()).optional()),
      anything: z.unknown(),
    });
    expect(leavesOf(schema)).toEqual([
      { kind: 'string', path: ['name'], maxLength: 200 },
      { kind: 'string', path: ['free'], maxLength: null },
      { kind: 'string', path: ['id'], maxLength: 36 },
      { kind: 'string', path: ['tags', 0], maxLength: 10 },
      { kind: 'string', path: ['map'], maxLength: 5, key: true },
      { kind: 'string', path: ['map', 'k'], maxLength: 7 },
      { kind: 'number', path: ['radius'], min: 20, max: 500, integer: true },
      { kind: 'number', path: ['choice'], min: null, max: null, integer: false, choices: [50, 75] },
      { kind: 'string', path: ['upper'], maxLength: 17 },
      { kind: 'string', path: ['ids', 0], maxLength: 36 },
      { kind: 'unknown', path: ['anything'] },
    ]);
  });
});

describe('variantsOf', () => {
  it('gives one sample per union branch, varying one field at a time', () => {
    const schema = z.object({
      id: z.union([z.literal(0), z.guid()]).optional(),
      body: z.discriminatedUnion('status', [
        z.object({ status: z.literal('a'), x: z.number() }),
        z.object({ status: z.literal('b'), y: z.string().max(3) }),
      ]),
    });
    expect(variantsOf(schema).map((v) => v.sample)).toEqual([
      { id: 0, body: { status: 'a', x: 1 } },
      { id: '00000000-0000-4000-8000-000000000000', body: { status: 'a', x: 1 } },
      { id: 0, body: { status: 'b', y: 'a' } },
    ]);
  });
});
