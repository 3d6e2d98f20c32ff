import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startQueryTestApp, type QueryTestApp } from '../testing/query-test-app';

// Through the whole query service, so the route is proven registered and public there.
let service: QueryTestApp;
const get = (url: string) => service.call({ method: 'GET', url });

beforeAll(async () => {
  service = await startQueryTestApp();
});

afterAll(async () => {
  await service?.close();
});

describe('GET /media/placeholder/:name', () => {
  it('draws the make and model with the view as caption, without a token', async () => {
    const res = await get('/media/placeholder/subaru-outback.svg?view=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('>Subaru Outback</text>');
    expect(res.body).toContain('View 2');
  });

  it('spells make and model as vPIC does, and title-cases what it does not know', async () => {
    expect((await get('/media/placeholder/mercedes-benz-c-class.svg')).body).toContain('>Mercedes-Benz C-Class<');
    const unknown = await get('/media/placeholder/zzz-roadster-9.svg');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('>Zzz Roadster 9<');
    expect(unknown.body).not.toContain('View ');
  });

  it('answers 400 naming params.name for a name that is not a slug', async () => {
    for (const name of ['Subaru.svg', 'subaru-outback.png', `${'a'.repeat(81)}.svg`, '%3Cscript%3E.svg']) {
      const res = await get(`/media/placeholder/${name}`);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('params.name');
    }
  });

  it('draws the body style in the exterior colour given', async () => {
    const res = await get('/media/placeholder/ford-f-150.svg?view=1&style=pickup&color=ruby-flare-pearl');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('fill="#b3261e"');
    expect(res.body).toContain('>Ford F-150</text>');
  });

  it('answers 400 naming querystring.style or querystring.color for values it does not draw', async () => {
    expect((await get('/media/placeholder/ford-f-150.svg?style=tank')).body).toContain('querystring.style');
    expect((await get('/media/placeholder/ford-f-150.svg?color=%23ff0000')).body).toContain('querystring.color');
  });

  it('answers 400 naming querystring.view for a view that is not a small number', async () => {
    const res = await get('/media/placeholder/subaru-outback.svg?view=abc');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('querystring.view');
  });

  it('is documented in OpenAPI as needing no token', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, { get?: { security?: unknown[] } }> }>();
    expect(doc.paths['/media/placeholder/{name}']?.get?.security).toEqual([]);
  });
});
