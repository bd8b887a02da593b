import { useEffect, useRef, useState } from 'react';

/** The spec's refresher: pull at least 100 px to refresh; the pull stops growing at 200 px. */
export const PULL_MIN = 100;
export const PULL_MAX = 200;
/** The spinner stays a moment after the data arrives (the spec's 700 ms refresher delay). */
const COMPLETE_DELAY = 700;

/**
 * Pull to refresh on touch screens: a pull down from the top of the page of at least PULL_MIN px
 * calls `onRefresh`. A small hand-written touch handler; `pull` (0..PULL_MAX) drives the indicator.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>, enabled = true) {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useRef(onRefresh);
  const busy = useRef(false);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let distance = 0;
    const onStart = (e: TouchEvent) => {
      startY = window.scrollY <= 0 && !busy.current && e.touches.length === 1 ? e.touches[0]!.clientY : null;
      distance = 0;
    };
    const onMove = (e: TouchEvent) => {
      if (startY === null) return;
      const dy = e.touches[0]!.clientY - startY;
      if (dy <= 0 || window.scrollY > 0) {
        if (distance) setPull(0);
        distance = 0;
        return;
      }
      distance = Math.min(PULL_MAX, dy);
      setPull(distance);
      // Our pull, not the browser's overscroll.
      if (e.cancelable) e.preventDefault();
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (distance < PULL_MIN) {
        setPull(0);
        return;
      }
      busy.current = true;
      setRefreshing(true);
      void refresh.current().finally(() =>
        setTimeout(() => {
          busy.current = false;
          setRefreshing(false);
          setPull(0);
        }, COMPLETE_DELAY),
      );
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  return { pull, refreshing };
}
