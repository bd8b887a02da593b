import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useScrollContent } from '../api/get-scroll-content';

/** Seconds each line stays before the next one. */
const ROTATE_MS = 6000;
/** Pages where the bar would only distract (paying, the splash). */
const HIDDEN_ON = ['/checkout', '/order-summary', '/startup'];

const iconButton =
  'grid size-8 shrink-0 place-items-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The slim announcement bar (get_scroll_content): one line at a time, each linking to its route.
 * It moves on by itself unless the shopper prefers reduced motion, hovers or focuses it, or
 * presses pause (WCAG 2.2.2); previous and next buttons step through the lines by hand.
 */
export function AnnouncementBar() {
  const { data, isPending } = useScrollContent();
  const { pathname } = useLocation();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [holding, setHolding] = useState(false);
  const items = data ?? [];
  const count = items.length;
  const auto = count > 1 && !reduced;

  useEffect(() => {
    if (!auto || paused || holding) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => window.clearInterval(t);
  }, [auto, paused, holding, count]);

  if (HIDDEN_ON.includes(pathname)) return null;
  // Hold the bar's height while the lines load, so the page does not jump when they arrive.
  if (isPending) return <div aria-hidden="true" className="h-11 border-b border-brand-100 bg-brand-50 md:h-9" />;
  if (!count) return null;

  const item = items[index % count]!;
  const step = (d: number) => setIndex((i) => (i + d + count) % count);
  return (
    <section
      aria-label="Announcements"
      aria-roledescription="carousel"
      onMouseEnter={() => setHolding(true)}
      onMouseLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setHolding(false);
      }}
      className="border-b border-brand-100 bg-brand-50 text-brand-800"
    >
      <div className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-2 md:h-9 md:px-6">
        {count > 1 && (
          <button type="button" aria-label="Previous announcement" onClick={() => step(-1)} className={iconButton}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
        )}
        <div
          // Announced only when the shopper steps through the lines, not while they rotate by themselves.
          aria-live={auto && !paused && !holding ? 'off' : 'polite'}
          className="flex min-w-0 flex-1 justify-center text-center text-xs leading-4 font-medium md:text-[13px]"
        >
          {/* A slide, no fade: a half-faded line would fail a contrast check taken mid-change. */}
          <p
            key={index}
            className="line-clamp-2 transition-transform duration-500 ease-out motion-reduce:transition-none starting:translate-y-1.5 md:line-clamp-1"
          >
            <span className="sr-only">
              {index + 1} of {count}:{' '}
            </span>
            {item.route ? (
              <Link to={item.route} className="underline-offset-2 hover:underline">
                {item.text}
              </Link>
            ) : (
              item.text
            )}
          </p>
        </div>
        {count > 1 && (
          <>
            <button type="button" aria-label="Next announcement" onClick={() => step(1)} className={iconButton}>
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
            {auto && (
              <button
                type="button"
                aria-label={paused ? 'Play announcements' : 'Pause announcements'}
                onClick={() => setPaused((p) => !p)}
                className={iconButton}
              >
                {paused ? <Play aria-hidden="true" className="size-3.5" /> : <Pause aria-hidden="true" className="size-3.5" />}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
