import type { CallResult } from '@larder/contract';
import { Link } from 'react-router';
import { Skeleton, SkeletonLines } from '../../../ui/skeleton';
import { formatPostDate, responsiveImage } from './media';

export type BlogPost = CallResult<'get_blog_list'>[number];

/** A post in a list: picture, category, title (the link), intro, date and author. */
export function BlogCard({
  post,
  headingLevel = 'h2',
  eager = false,
}: {
  post: BlogPost;
  headingLevel?: 'h2' | 'h3';
  /** The first row of a list is above the fold: load its pictures at once. */
  eager?: boolean;
}) {
  const Heading = headingLevel;
  const img = responsiveImage(post.thumbnail_image);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition hover:shadow-md">
      <img
        {...img}
        sizes="(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw"
        alt=""
        width={640}
        height={480}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-[4/3] h-auto w-full bg-stone-100 object-cover object-top"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.category_title}</p>
        <Heading className="text-lg leading-snug font-bold">
          <Link
            to={`/blog-detail/${encodeURIComponent(post.route)}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-brand-600"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted">{post.blog_intro}</p>
        <p className="mt-auto pt-2 text-xs text-muted">
          <time dateTime={post.published_on}>{formatPostDate(post.published_on)}</time> · {post.blogger}
        </p>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <SkeletonLines lines={['h-3 w-20', 'h-5 w-4/5', 'h-4 w-full', 'h-4 w-2/3']} className="flex flex-col gap-2 p-4" />
    </div>
  );
}
