import { useEffect, useRef } from 'react';
import { infiniteScrollThresholdPx } from '@dtn/contracts/constants';

/**
 * Infinite scroll (spec section 9: load 200 px before the bottom). Attach the returned ref to a
 * sentinel element after the list; `onLoadMore` runs when the sentinel comes within 200 px of the
 * viewport while `enabled` (e.g. more pages exist and nothing is loading).
 */
export function useInfiniteScroll<T extends Element = HTMLDivElement>(onLoadMore: () => void, { enabled }: { enabled: boolean }) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onLoadMore);
  useEffect(() => {
    callback.current = onLoadMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${infiniteScrollThresholdPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
