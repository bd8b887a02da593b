import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import { useBlogCategories } from '../api/get-blog-categories';

const chip = 'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition';

/** "All" plus one chip per blog category; the current one is marked. Scrolls sideways on small screens. */
export function CategoryChips({ current }: { current: string | undefined }) {
  const { data, isPending } = useBlogCategories();
  const items = [{ route: '', title: 'All' }, ...(data ?? [])];
  const scroller = useRef<HTMLElement>(null);

  // Bring the current chip into view when the row scrolls sideways (the page itself does not move).
  useEffect(() => {
    const box = scroller.current;
    const chipEl = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !chipEl) return;
    const left = chipEl.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft || left + chipEl.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = left - (box.clientWidth - chipEl.offsetWidth) / 2;
  }, [current, data]);

  return (
    <nav ref={scroller} aria-label="Blog categories" className="-mx-4 overflow-x-auto px-4 scrollbar-none md:mx-0 md:px-0">
      <ul className="flex gap-2 py-1">
        {isPending
          ? Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-9 w-24 rounded-full" />
              </li>
            ))
          : items.map((c) => {
              const active = (current ?? '') === c.route;
              return (
                <li key={c.route || 'all'}>
                  <Link
                    to={c.route ? `/blog-list/${encodeURIComponent(c.route)}` : '/blog-list'}
                    aria-current={active ? 'page' : undefined}
                    className={`${chip} ${
                      active
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-line bg-white text-ink hover:border-brand-600 hover:text-brand-700'
                    }`}
                  >
                    {c.title}
                  </Link>
                </li>
              );
            })}
      </ul>
    </nav>
  );
}
