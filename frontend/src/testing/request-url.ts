/** The URL a fetch double was called with, whichever form fetch's first argument took. */
export const requestUrl = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : 'href' in input ? input.href : input.url;
