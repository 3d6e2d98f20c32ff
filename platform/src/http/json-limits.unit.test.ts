import { describe, expect, it } from '@jest/globals';
import { routeCatalogue } from '@dtn/contracts';
import { variantsOf } from '@dtn/contracts/schema-leaves';
import { jsonShapeFault, maxJsonDepth, maxJsonKeysPerObject } from './json-limits';

const fault = (text: string) => jsonShapeFault(Buffer.from(text));
const depthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
const widthOf = (value: unknown): number =>
  typeof value === 'object' && value !== null
    ? Math.max(Array.isArray(value) ? 0 : Object.keys(value).length, ...Object.values(value).map(widthOf))
    : 0;

describe('jsonShapeFault', () => {
  it('counts the depth of objects and arrays, not of brackets inside strings or after escaped quotes', () => {
    expect(fault(`${'['.repeat(maxJsonDepth)}${']'.repeat(maxJsonDepth)}`)).toBeNull();
    expect(fault(`${'[{"a":'.repeat(maxJsonDepth / 2)}1${'}]'.repeat(maxJsonDepth / 2)}`)).toBeNull();
    expect(fault(`${'['.repeat(maxJsonDepth + 1)}${']'.repeat(maxJsonDepth + 1)}`)).toMatch(/deeper than 16/);
    expect(fault(JSON.stringify({ text: '['.repeat(1_000), quote: '"{{{{{{{{{{{{{{{{{{{{', slash: '\\' }))).toBeNull();
    // Siblings do not add up: depth goes down again at every close.
    expect(fault(JSON.stringify(Array.from({ length: 1_000 }, () => [[[[1]]]])))).toBeNull();
  });

  it('counts the keys of each object on its own', () => {
    const object = (keys: number) => JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, 'a:b'])));
    expect(fault(object(maxJsonKeysPerObject))).toBeNull();
    expect(fault(object(maxJsonKeysPerObject + 1))).toMatch(/more than 1000 keys/);
    expect(fault(`[${Array.from({ length: 10 }, () => object(maxJsonKeysPerObject)).join(',')}]`)).toBeNull();
    // A nested object's keys are its own; its parent's count resumes after it.
    expect(fault(`{"a":${object(maxJsonKeysPerObject)},"b":1}`)).toBeNull();
  });

  it('passes malformed text on for JSON.parse to refuse', () => {
    expect(fault(']]]{{"unterminated')).toBeNull();
  });

  it('leaves room for every body of the route catalogue', () => {
    const bodies = routeCatalogue.flatMap((route) => (route.body ? variantsOf(route.body).map((v) => v.sample) : []));
    expect(bodies.length).toBeGreaterThan(20);
    // The deepest body (the inventory import's rows with their data maps) has 4 levels, the
    // widest object 13 keys: the limits keep four times the depth and far more keys.
    expect(Math.max(...bodies.map(depthOf)) * 4).toBeLessThanOrEqual(maxJsonDepth);
    expect(Math.max(...bodies.map(widthOf)) * 50).toBeLessThanOrEqual(maxJsonKeysPerObject);
    for (const body of bodies) expect(fault(JSON.stringify(body))).toBeNull();
  });
});
