/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { Offer } from '@dtn/contracts/entities/offer';
import { createHttpApi, type HttpApiOptions } from './api-client';
import { ApiError } from './api-problem';
import { requestUrl } from '../../testing/request-url';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

/** A client over a scripted fetch: each answer in turn; records what was sent. */
function clientAnswering(answers: Response[], options: Partial<HttpApiOptions> = {}) {
  const sent: Sent[] = [];
  const api = createHttpApi({
    getToken: () => 'token-1',
    ...options,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: requestUrl(input),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body,
      });
      const next = answers.shift();
      if (!next) throw new TypeError('fetch failed');
      return next;
    },
  });
  return { api, sent };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const problem = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } });
const id = '00000000-0000-4000-8000-000000000123';

describe('api.call over the route catalogue', () => {
  it('builds the path from the url pattern, encoding each parameter', async () => {
    const { api, sent } = clientAnswering([json({ id, position: '7' }), json([])]);
    await api.call('approveOffer', { params: { inventoryId: id, offerId: 'a/b c' } });
    expect(sent[0]).toMatchObject({ method: 'PUT', url: `/api/offer/inventory/${id}/approve/a%2Fb%20c` });
    await api.call('inventoryByAge', { params: { dealershipId: id, age: '30' }, query: { listingtype: ['NEW', 'USED'] } });
    expect(sent[1]?.url).toBe(`/api/dealergroup/inventory/${id}/age/30?listingtype=NEW&listingtype=USED`);
    expect(sent[1]?.headers.authorization).toBe('Bearer token-1');
  });

  it('sends the query (skipping empty values) and a JSON body', async () => {
    const { api, sent } = clientAnswering([json({ page: 1, pageCount: 0, totalCount: 0, results: [] })]);
    const body = {
      make: 'Ford',
      model: null,
      trim: [],
      startYear: null,
      endYear: null,
      searchRadius: 100 as const,
      distanceUnit: 'MILES' as const,
      spotlights: false,
      listingType: ['NEW' as const],
    };
    const page = await api.call('marketplaceSearch', { query: { page: 2, pageSize: undefined }, body });
    expect(page.results).toEqual([]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/marketplace/search?page=2' });
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent[0]?.body as string)).toEqual(body);
  });

  it('sends FormData as it is (multipart), without a JSON content type', async () => {
    const { api, sent } = clientAnswering([json({ id })]);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.jpg');
    await api.call('uploadPostMedia', { params: { id }, body: form });
    expect(sent[0]?.body).toBe(form);
    expect(sent[0]?.headers['content-type']).toBeUndefined();
  });

  it('answers null for a 204 (no offer on this vehicle), the body otherwise', async () => {
    const { api } = clientAnswering([new Response(null, { status: 204 })]);
    const offer: Offer | null = await api.call('myOfferForVehicle', { params: { id } });
    expect(offer).toBeNull();
  });

  it('reads its own writes: the newest x-event-position goes out as x-min-position on later GETs', async () => {
    const { api, sent } = clientAnswering([json({ id, position: '41' }, 200, { 'x-event-position': '41' }), json({ count: 1 })]);
    await api.call('cancelOffer', { params: { id } });
    await api.call('myOfferCount');
    expect(sent[0]?.headers['x-min-position']).toBeUndefined();
    expect(sent[1]?.headers['x-min-position']).toBe('41');
  });
});

describe('failed calls', () => {
  it('throw an ApiError with the problem: status, type, code, detail, first field, errors', async () => {
    const { api } = clientAnswering([
      problem(400, {
        type: 'urn:dtn:problem:validation',
        title: 'Invalid request',
        status: 400,
        detail: 'body.offerAmount: Too small',
        errors: [
          { field: 'body.offerAmount', message: 'Too small' },
          { field: 'body.inventoryId', message: 'Invalid' },
        ],
      }),
    ]);
    const error = await api
      .call('createOffer', { body: { status: 'submitted', inventoryId: id, offerAmount: 0 } })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toEqual({
      status: 400,
      type: 'urn:dtn:problem:validation',
      code: 'validation',
      title: 'Invalid request',
      detail: 'body.offerAmount: Too small',
      field: 'body.offerAmount',
      errors: [
        { field: 'body.offerAmount', message: 'Too small' },
        { field: 'body.inventoryId', message: 'Invalid' },
      ],
    });
  });

  it('keep a server errorMessage, and survive a body that is not JSON', async () => {
    const { api } = clientAnswering([
      problem(409, { type: 'urn:dtn:problem:conflict', detail: 'Already invited', errorMessage: 'That user is already invited.' }),
      new Response('<html>bad gateway</html>', { status: 502 }),
    ]);
    const conflict = await api.call('cancelOffer', { params: { id } }).catch((e: ApiError) => e.problem);
    expect(conflict).toMatchObject({ status: 409, code: 'conflict', errorMessage: 'That user is already invited.' });
    const gateway = await api.call('cancelOffer', { params: { id } }).catch((e: ApiError) => e.problem);
    expect(gateway).toMatchObject({ status: 502, type: 'about:blank', code: '502', errors: [] });
  });

  it('call onUnauthorized on a 401', async () => {
    const onUnauthorized = jest.fn();
    const { api } = clientAnswering([problem(401, { type: 'urn:dtn:problem:unauthorized', detail: 'Token expired' })], { onUnauthorized });
    await expect(api.call('getUser')).rejects.toMatchObject({ status: 401, problem: { code: 'unauthorized' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuse a url parameter that is missing', async () => {
    const { api } = clientAnswering([]);
    // @ts-expect-error params.id is required by the route
    await expect(api.call('cancelOffer', { params: {} })).rejects.toThrow("Missing path parameter 'id'");
  });
});

describe('the escape hatch for routes outside the catalogue', () => {
  it('requests any path with query and body', async () => {
    const { api, sent } = clientAnswering([json({ access_token: 't' })]);
    await expect(api.request('POST', '/auth/dev/token', { body: { email: 'a@b.example' } })).resolves.toEqual({ access_token: 't' });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/auth/dev/token', body: '{"email":"a@b.example"}' });
  });
});

// Type-level checks: typecheck fails if the client stops reading the catalogue's schemas.
export async function typeChecks(api: ReturnType<typeof createHttpApi>) {
  // @ts-expect-error no such route
  await api.call('noSuchRoute');
  // @ts-expect-error createOffer needs its body
  await api.call('createOffer');
  // @ts-expect-error offerAmount is a number
  await api.call('createOffer', { body: { status: 'submitted', inventoryId: id, offerAmount: '12' } });
  // @ts-expect-error a route without params takes none
  await api.call('myOffers', { params: { id } });
  const count: { count: number } = await api.call('myOfferCount');
  // @ts-expect-error 204: the answer may be null
  const offer: Offer = await api.call('myOfferForVehicle', { params: { id } });
  return [count, offer];
}
