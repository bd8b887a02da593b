import { useEffect, useRef, useState } from 'react';

/**
 * Whether the returned element has come within `margin` of the viewport; once true it stays true.
 * For parts of a page whose code can wait until the shopper scrolls towards them.
 */
export function useNearViewport<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
