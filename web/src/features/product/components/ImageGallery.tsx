import type { TProductDetails } from '@larder/contract/catalog';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { assetUrl } from '../../../api/client';

type Image = TProductDetails['images'][number];

/** 320/640 webp variants as a srcset. */
function srcSet(img: Image): string {
  return `${assetUrl(img.thumb)} 320w, ${assetUrl(img.image)} 640w`;
}

/**
 * Main image with thumbnails. Arrow keys move between thumbnails (and images); the first image
 * loads eagerly at high priority (it is the page's largest paint), the rest lazily.
 */
export function ImageGallery({
  images,
  name,
  compact = false,
  badge,
}: {
  images: Image[];
  name: string;
  compact?: boolean;
  /** The chosen pack size, drawn over the picture (the pictures carry none, so it follows the choice). */
  badge?: string;
}) {
  // The primary image comes first.
  const ordered = [...images].sort((a, b) => b.is_primary - a.is_primary);
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = ordered[Math.min(index, ordered.length - 1)];
  const many = ordered.length > 1;

  function show(i: number, focus = false) {
    const next = (i + ordered.length) % ordered.length;
    setIndex(next);
    if (focus) thumbs.current[next]?.focus();
  }

  function onThumbKey(e: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: ordered.length - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to, true);
  }

  const sizes = compact ? '(min-width: 768px) 320px, 60vw' : '(min-width: 768px) 560px, 100vw';

  return (
    <section aria-label={`Images of ${name}`} aria-roledescription="gallery" className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl bg-stone-100">
        {current ? (
          ordered.map((img, i) => (
            <img
              key={img.image}
              src={assetUrl(img.image)}
              srcSet={srcSet(img)}
              sizes={sizes}
              alt={img.alt || name}
              width={640}
              height={640}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding={i === 0 ? 'sync' : 'async'}
              hidden={i !== index}
              className="aspect-square w-full object-cover"
            />
          ))
        ) : (
          <div className="grid aspect-square w-full place-items-center text-stone-400">
            <ImageOff aria-hidden="true" className="size-12" />
            <span className="sr-only">No image of {name}</span>
          </div>
        )}
        {badge && (
          <span
            aria-hidden="true"
            data-testid="image-badge"
            className="absolute top-3 right-3 rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white shadow md:text-base"
          >
            {badge}
          </span>
        )}
        {many && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label="Previous image"
              className="absolute top-1/2 left-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label="Next image"
              className="absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-white/90 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p className="sr-only" aria-live="polite">
              Image {index + 1} of {ordered.length}
            </p>
          </>
        )}
      </div>
      {many && !compact && (
        <ul aria-label="Choose an image" className="flex gap-2 overflow-x-auto" onKeyDown={onThumbKey}>
          {ordered.map((img, i) => (
            <li key={img.image} className="shrink-0">
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                aria-label={`Show image ${i + 1} of ${ordered.length}`}
                aria-current={i === index}
                tabIndex={i === index ? 0 : -1}
                onClick={() => show(i)}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-600' : 'border-transparent hover:border-line'}`}
              >
                <img src={assetUrl(img.thumb)} alt="" width={64} height={64} loading="lazy" className="size-16 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
