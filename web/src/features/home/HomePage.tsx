import type { THomeSection } from '@larder/contract/home';
import { useDeferredValue, useEffect } from 'react';
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

export function HomePage() {
  // Page-builder data follows the layout: web above the breakpoint, mobile below.
  const desktop = useIsDesktop();
  const { data, isPending, error, refetch } = useHomePage(desktop ? 'web' : 'mobile');
  // The page's first render with data runs in the background, in slices a slow phone can interleave.
  const shown = useDeferredValue(data);
  useDismissFirstView(shown !== undefined || !!error);
  useEffect(() => {
    document.title = 'Larder — fresh meat & groceries delivered';
  }, []);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending || !shown) return <HomeSkeleton />;
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-5 md:space-y-12 md:px-6 md:py-8">
      <h1 className="sr-only">Larder: fresh meat and groceries delivered</h1>
      {shown.page_content.map((s, i) => (
        <Section key={s.section_name} section={s} first={i < 3} />
      ))}
    </div>
  );
}
