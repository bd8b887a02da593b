import type { THomeSection } from '@larder/contract/home';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useDismissFirstView } from '../../app/use-dismiss-first-view';
import { useIsDesktop } from '../../lib/use-media-query';
import { Skeleton } from '../../ui/skeleton';
import { ErrorState } from '../../ui/states';
import { useHomePage } from './api/get-home-page';
import { BrandStrip, CategoryList, ImageBlock, ProductCarousel, Slider, TextBlock } from './sections';

function Section({ section, first }: { section: THomeSection; first: boolean }) {
  switch (section.section_type) {
    case 'Slider':
      return <Slider section={section} />;
    case 'Category List':
      return <CategoryList section={section} eager={first} />;
    case 'Product Carousel':
      return <ProductCarousel section={section} />;
    case 'Brand Strip':
      return <BrandStrip section={section} />;
    case 'Text Block':
      return <TextBlock section={section} />;
    case 'Image Block':
      return <ImageBlock section={section} />;
  }
}

function HomeSkeleton() {
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 md:px-6" aria-busy="true" aria-label="Loading the shop">
      <Skeleton className="h-40 w-full md:h-64" />
      <div className="grid grid-cols-4 gap-3 md:grid-cols-8">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-square" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-64" />
        ))}
      </div>
    </div>
  );
}

/** Sections rendered with the page: enough to fill the first screen of a phone or a desktop. */
const FIRST_SECTIONS = 3;

/** Whether the page still renders its sections a few at a time: only until it has shown them all once. */
let staged = true;

/**
 * How many sections are rendered. On the app's first view of the home page: the first few with the
 * page, then one more in each task after that. Rendered at once, the page's 50 product cards (each
 * with its cart controls) made one task of 30-50 ms here, four times that on a slow phone, where a
 * task over 50 ms blocks input (Lighthouse's TBT). One section at a time, no task is long, and the
 * rest of the page is there a moment later. Coming back to the page, all of it renders at once, so
 * the scroll position it is restored to is there.
 */
function useSectionsRendered(total: number): number {
  const [rendered, setRendered] = useState(staged ? FIRST_SECTIONS : Infinity);
  useEffect(() => {
    if (total === 0) return;
    if (rendered >= total) {
      staged = false;
      return;
    }
    const next = setTimeout(() => startTransition(() => setRendered((n) => n + 1)));
    return () => clearTimeout(next);
  }, [rendered, total]);
  return rendered;
}

export function HomePage() {
  // Page-builder data follows the layout: web above the breakpoint, mobile below.
  const desktop = useIsDesktop();
  const { data, isPending, error, refetch } = useHomePage(desktop ? 'web' : 'mobile');
  // The page's first render with data runs in the background, in slices a slow phone can interleave.
  const shown = useDeferredValue(data);
  useDismissFirstView(shown !== undefined || !!error);
  const rendered = useSectionsRendered(shown?.page_content.length ?? 0);
  useEffect(() => {
    document.title = 'Larder — fresh meat & groceries delivered';
  }, []);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending || !shown) return <HomeSkeleton />;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-5 md:space-y-12 md:px-6 md:py-8">
      <h1 className="sr-only">Larder: fresh meat and groceries delivered</h1>
      {shown.page_content.slice(0, rendered).map((s, i) => (
        <Section key={s.section_name} section={s} first={i < FIRST_SECTIONS} />
      ))}
    </div>
  );
}
