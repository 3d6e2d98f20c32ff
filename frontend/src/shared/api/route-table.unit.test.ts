/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeCatalogue } from '@dtn/contracts/routes/index';
import { renderRouteTable } from '../../../scripts/route-table';
import { routeTable } from './route-table.gen';

describe('the generated route table', () => {
  it('is current with the contracts route catalogue (else run `npm run generate:routes`)', async () => {
    const onDisk = readFileSync(join(__dirname, 'route-table.gen.ts'), 'utf8');
    expect(onDisk).toBe(await renderRouteTable());
  });

  it('holds every catalogue route once, with its method, url, auth, permissions and alternatives', () => {
    const entries = Object.values(routeTable);
    expect(entries).toHaveLength(routeCatalogue.length);
    const key = (route: { method: string; url: string; auth: string; permissions: readonly string[]; anyOf?: readonly string[] }) =>
      JSON.stringify([route.method, route.url, route.auth, route.permissions, route.anyOf ?? null]);
    expect(entries.map(key).sort()).toEqual(routeCatalogue.map(key).sort());
  });
});
