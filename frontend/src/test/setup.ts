/** jsdom lacks a few browser APIs the app uses; these are the smallest faithful stand-ins. */
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
import { TextDecoder, TextEncoder } from 'node:util';
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
