import { describe, expect, it } from '@jest/globals';
import { readdir } from 'node:fs/promises';
import { Permission } from '../permission';
import { isRouteSpec, routeCatalogue } from './index';

/** Routes anyone may call without a token. Adding one here is a security decision: do it on
 * purpose. The /auth/dev routes live in the platform (dev identity provider), listed so they
 * stay allowed if they move into the catalogue. */
const publicAllowList = new Set([
  'POST /auth/dev/token',
  'GET /auth/dev/users',
  'GET /media/placeholder/:name', // <img> tags send no bearer token
  'GET /media/posts/:folder/:file', // post pictures and videos: <img>/<video> send no token
  'GET /api/transportation/bid/:uid', // transport vendors never sign in; the uid is the capability
  'PUT /api/transportation/bid', // the vendor's quote: same capability, rate limited per IP
  'POST /api/testdrive', // the landing page's test-drive form, before anyone signs in; rate limited per IP
]);

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('route catalogue', () => {
  it('holds every RouteSpec of every route module', async () => {
    const files = (await readdir(new URL('.', import.meta.url))).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts' && file !== 'route-spec.ts',
    );
    const missing: string[] = [];
    let exported = 0;
    for (const file of files) {
      const module = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
      for (const spec of Object.values(module).filter(isRouteSpec)) {
        exported += 1;
        if (!routeCatalogue.includes(spec)) missing.push(`${file}: ${key(spec)}`);
      }
    }
    expect(missing).toEqual([]);
    expect(routeCatalogue).toHaveLength(exported);
  });

  it('has no two routes on the same method and path', () => {
    // `:id` and `:dealershipId` at the same place are the same path to the router.
    const shapes = routeCatalogue.map((route) => `${route.method} ${route.url.replace(/:[^/]+/g, ':')}`);
    const duplicates = shapes.filter((shape, i) => shapes.indexOf(shape) !== i);
    expect(duplicates).toEqual([]);
  });

  it('serves everything under /api, /auth or /media', () => {
    const stray = routeCatalogue.filter((route) => !/^\/(api|auth|media)\//.test(route.url)).map(key);
    expect(stray).toEqual([]);
  });

  it('asks signed-in routes only for known permissions', () => {
    const known = new Set<string>(Permission.options);
    const unknown = routeCatalogue
      .filter((route) => route.auth === 'user')
      .flatMap((route) => route.permissions.filter((p) => !known.has(p)).map((p) => `${key(route)}: ${p}`));
    expect(unknown).toEqual([]);
  });

  it('makes public only the routes of the allow-list', () => {
    const unexpected = routeCatalogue
      .filter((route) => route.auth === 'public')
      .map(key)
      .filter((k) => !publicAllowList.has(k));
    expect(unexpected).toEqual([]);
    // Public means no permission check at all; a permission there would silently never apply.
    expect(routeCatalogue.filter((route) => route.auth === 'public' && route.permissions.length > 0).map(key)).toEqual([]);
  });
});
