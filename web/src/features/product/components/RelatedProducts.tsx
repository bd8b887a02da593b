import type { TListProduct } from '@larder/contract/catalog';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { ProductCardActions } from '../../../shared/cart/ProductCardActions';
import { ProductCard } from '../../../ui/product-card';

/** A scrolling row of related products; arrow buttons scroll it on desktop. */
export function RelatedProducts({ products }: { products: TListProduct[] }) {
  const list = useRef<HTMLUListElement>(null);
  if (!products.length) return null;
  const scroll = (dir: 1 | -1) => list.current?.scrollBy({ left: dir * list.current.clientWidth * 0.8, behavior: 'smooth' });
  return (
    <section id="related-products" aria-labelledby="related-h" aria-roledescription="carousel" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="related-h" className="text-lg font-bold md:text-xl">
          You may also like
        </h2>
        <div className="hidden gap-2 md:flex">
          <button
            type="button"
            aria-label="Scroll related products left"
            onClick={() => scroll(-1)}
            className="grid size-9 place-items-center rounded-full border border-line bg-white hover:bg-stone-100"
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-label="Scroll related products right"
            onClick={() => scroll(1)}
            className="grid size-9 place-items-center rounded-full border border-line bg-white hover:bg-stone-100"
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      <ul ref={list} className="scrollbar-none -mx-4 flex snap-x gap-3 overflow-x-auto scroll-smooth px-4 pb-2 md:mx-0 md:px-0">
        {products.map((p) => (
          <li key={p.name} className="w-40 shrink-0 snap-start md:w-52">
            <ProductCard product={p} actions={<ProductCardActions product={p} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}
