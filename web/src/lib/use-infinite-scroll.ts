import { useEffect, useRef } from 'react';

/** Calls `onMore` when the returned sentinel element scrolls into view (infinite lists). */
export function useInfiniteScroll(onMore: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const cb = useRef(onMore);
  useEffect(() => {
    cb.current = onMore;
  }, [onMore]);
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && cb.current(), { rootMargin: '600px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [enabled]);
  return ref;
}
