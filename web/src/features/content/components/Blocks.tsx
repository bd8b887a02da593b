import type { TBlock } from '@larder/contract/content';
import { responsiveImage } from './media';

/**
 * Rich text arrives as data (h2/h3/p/ul/ol/img blocks) and is rendered as React text, never as
 * HTML: whatever the content holds, no markup from it reaches the page.
 */
export function Blocks({ blocks }: { blocks: TBlock[] }) {
  return (
    <div className="flex flex-col gap-4 text-[16px] leading-7 text-stone-800">
      {blocks.map((b, i) => {
        switch (b.type) {
          case 'h2':
            return (
              <h2 key={i} className="mt-4 text-xl leading-snug font-bold text-ink md:text-2xl">
                {b.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={i} className="mt-2 text-lg leading-snug font-semibold text-ink">
                {b.text}
              </h3>
            );
          case 'p':
            return <p key={i}>{b.text}</p>;
          case 'ul':
            return (
              <ul key={i} className="flex list-disc flex-col gap-1.5 pl-6 marker:text-brand-600">
                {b.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case 'ol':
            return (
              <ol key={i} className="flex list-decimal flex-col gap-1.5 pl-6 marker:font-semibold marker:text-brand-700">
                {b.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ol>
            );
          case 'img': {
            const img = responsiveImage(b.src);
            return (
              <img
                key={i}
                {...img}
                sizes="(min-width: 768px) 640px, 100vw"
                alt={b.alt}
                width={640}
                height={400}
                loading="lazy"
                className="my-2 aspect-[8/5] h-auto w-full rounded-xl bg-stone-100 object-cover"
              />
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}

/** Placeholder lines while a page or post loads. */
export function BlocksSkeleton({ lines = 8 }: { lines?: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={`h-4 animate-pulse rounded bg-stone-200/80 ${i % 4 === 3 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}
