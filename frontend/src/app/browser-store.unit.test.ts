import { afterEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { createBrowserStore } from './app';
import { requestUrl } from '../testing/request-url';

const realFetch = globalThis.fetch;

afterEach(() => {
  globalThis.fetch = realFetch;
  sessionStorage.clear();
});

describe('the browser store', () => {
  // Found by the browser tests: the sagas ran before the API could reach the store, so a page
  // reload sent its first call (then GET /api/user/getuser) without the kept token and signed the user out.
  it('resumes the session kept in sessionStorage with the bearer token on the first call', async () => {
    const sent: { url: string; authorization: string | undefined }[] = [];
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      sent.push({ url: requestUrl(input), authorization: headers.authorization });
      return new Response(JSON.stringify({ message: 'no user in this test' }), { status: 500 });
    };
    sessionStorage.setItem('dtn.token', 'kept-token');

    createBrowserStore();

    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(sent[0]).toEqual({ url: '/api/user/identity', authorization: 'Bearer kept-token' });
  });
});
