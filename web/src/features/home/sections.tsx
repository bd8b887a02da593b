import type { THomeSection } from '@larder/contract/home';
import { ArrowRight, Clock, ShieldCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { assetUrl } from '../../api/client';
import { ProductCardActions } from '../../shared/cart/ProductCardActions';
import { ProductCard } from '../../ui/product-card';

type Of<T extends THomeSection['section_type']> = Extract<THomeSection, { section_type: T }>;

function SectionHeading({ section }: { section: THomeSection }) {
  return (
    <div className="mb-3 flex items-end justify-between gap-4">
      <div>
        <h2 className="text-lg font-bold md:text-2xl">{section.title}</h2>
        {section.subtitle && <p className="text-sm text-muted">{section.subtitle}</p>}
      </div>
      {section.view_all_route && (
        <Link to={section.view_all_route} className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          View all <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}

export function Slider({ section }: { section: Of<'Slider'> }) {
  // Slides change only when the shopper asks: a hero that moves by itself needs a pause control
  // (WCAG 2.2.2) and swaps the page's largest picture after it has loaded.
  const [index, setIndex] = useState(0);
  const slides = section.data;
  const slide = slides[index];
  if (!slide) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={section.title || 'Featured'}
      className="relative overflow-hidden rounded-2xl"
      style={{ background: slide.background }}
    >
      <div className="grid min-h-44 grid-cols-[1fr_auto] items-center gap-4 p-5 md:min-h-72 md:p-10">
        <div className="text-white">
          <p className="text-xl leading-tight font-extrabold md:text-4xl">{slide.title}</p>
          <p className="mt-2 max-w-md text-sm opacity-90 md:text-lg">{slide.subtitle}</p>
          <Link
            to={slide.route}
            className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50"
          >
            {slide.cta} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {slide.image && (
          <img
            src={assetUrl(slide.image)}
            alt=""
            width={320}
            height={320}
            fetchPriority="high"
            className="size-28 rounded-2xl object-cover shadow-lg md:size-56"
          />
        )}
      </div>
      {slides.length > 1 && (
        // In the flow under the slide, not laid over it: the call-to-action never covers a dot.
        <div className="-mt-3 flex justify-center gap-1 pb-2 md:-mt-6 md:pb-3">
          {slides.map((s, i) => (
            <button
              key={s.title}
              type="button"
              aria-label={`Show slide ${i + 1} of ${slides.length}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className="grid size-6 place-items-center"
            >
              <span className={`block size-2 rounded-full ${i === index ? 'bg-white' : 'bg-white/50'}`} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

export function CategoryList({ section, eager }: { section: Of<'Category List'>; eager: boolean }) {
  return (
    <section aria-labelledby={`${section.section_name}-h`}>
      <h2 id={`${section.section_name}-h`} className="mb-3 text-lg font-bold md:text-2xl">
        {section.title}
      </h2>
      <ul className="grid grid-cols-4 gap-3 md:grid-cols-6 lg:grid-cols-8">
        {section.data.map((c) => (
          <li key={c.name}>
            <Link to={`/c/${c.route}`} className="group flex flex-col items-center gap-1.5 text-center">
              <img
                src={assetUrl(c.mobile_image || c.image)}
                srcSet={c.mobile_image && c.image ? `${assetUrl(c.mobile_image)} 320w, ${assetUrl(c.image)} 640w` : undefined}
                sizes="(min-width: 768px) 140px, 22vw"
                alt=""
                width={160}
                height={160}
                loading={eager ? 'eager' : 'lazy'}
                className="aspect-square w-full rounded-2xl bg-stone-100 object-cover transition group-hover:scale-[1.03]"
              />
              <span className="text-xs leading-tight font-medium md:text-sm">{c.category_name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProductCarousel({ section }: { section: Of<'Product Carousel'> }) {
  return (
    <section aria-labelledby={`${section.section_name}-h`}>
      <div id={`${section.section_name}-h`}>
        <SectionHeading section={section} />
      </div>
      <ul className="scrollbar-none -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-5 md:overflow-visible md:px-0">
        {section.data.slice(0, 10).map((p) => (
          <li key={p.name} className="w-40 shrink-0 snap-start md:w-auto">
            <ProductCard product={p} actions={<ProductCardActions product={p} />} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BrandStrip({ section }: { section: Of<'Brand Strip'> }) {
  return (
    <section aria-labelledby={`${section.section_name}-h`}>
      <div id={`${section.section_name}-h`}>
        <SectionHeading section={section} />
      </div>
      <ul className="scrollbar-none flex gap-3 overflow-x-auto pb-2">
        {section.data.map((b) => (
          <li key={b.name} className="shrink-0">
            <Link
              to={`/brands/${b.route}`}
              className="flex h-16 w-36 items-center justify-center rounded-xl border border-line bg-white p-2 hover:border-brand-600"
            >
              {b.logo ? (
                <img src={assetUrl(b.logo)} alt={b.brand_name} width={128} height={40} loading="lazy" className="max-h-10 w-auto" />
              ) : (
                <span className="text-sm font-semibold">{b.brand_name}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const ICONS: Record<string, typeof Truck> = { truck: Truck, clock: Clock, shield: ShieldCheck };

export function TextBlock({ section }: { section: Of<'Text Block'> }) {
  return (
    <section aria-labelledby={`${section.section_name}-h`} className="rounded-2xl bg-white p-5 md:p-8">
      <h2 id={`${section.section_name}-h`} className="text-lg font-bold md:text-2xl">
        {section.title}
      </h2>
      <ul className="mt-4 grid gap-5 md:grid-cols-3">
        {section.data.map((t) => {
          const Icon = ICONS[t.icon] ?? ShieldCheck;
          return (
            <li key={t.title} className="flex gap-3">
              <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
              <div>
                <h3 className="font-semibold">{t.title}</h3>
                <p className="text-sm text-muted">{t.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ImageBlock({ section }: { section: Of<'Image Block'> }) {
  const b = section.data[0];
  if (!b) return null;
  return (
    <section className="overflow-hidden rounded-2xl bg-brand-50">
      <Link to={b.route} className="grid grid-cols-[1fr_auto] items-center gap-4 p-5">
        <div>
          <h2 className="text-lg font-bold">{b.title}</h2>
          <p className="text-sm text-muted">{b.text}</p>
          <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            {b.cta} <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </div>
        {b.image && (
          <img src={assetUrl(b.image)} alt="" width={112} height={112} loading="lazy" className="size-24 rounded-xl object-cover" />
        )}
      </Link>
    </section>
  );
}
