/**
 * jsdom lacks a few browser APIs the app uses; these are the smallest faithful stand-ins. Tests
 * that need Node's own fetch, Response and FormData (the HTTP client, the lint rules) run in the
 * node environment (`@jest-environment node`), where there is no window to patch.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// findBy* and waitFor give up after 1 s by default: too short on a busy machine, where a lazily
// loaded page and its saga can take several seconds. Waiting longer only slows a failing test.
configure({ asyncUtilTimeout: 20_000 });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!window.scrollTo) window.scrollTo = () => undefined;
}
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
