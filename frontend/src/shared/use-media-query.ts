import { useCallback, useSyncExternalStore } from 'react';

/** Bootstrap's lg breakpoint: where a page's two columns sit side by side. */
export const wideQuery = '(min-width: 992px)';

/**
 * Whether a media query matches now, following viewport changes: for a piece that belongs in a
 * different place of a page's layout by width (CSS order cannot move it between columns), so it
 * renders once, in the right place.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Below Bootstrap's md breakpoint: a phone held upright, where a wide table becomes cards. */
export const phoneQuery = '(max-width: 767.98px)';
