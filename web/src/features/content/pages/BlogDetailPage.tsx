import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { useBlogDetails } from '../api/get-blog-details';
import { BlogCard } from '../components/BlogCard';
import { Blocks, BlocksSkeleton } from '../components/Blocks';
import { CommentForm, CommentList } from '../components/Comments';
import { formatPostDate, responsiveImage } from '../components/media';
import { useMetaDescription } from '../use-meta-description';

/** How many comments the post shows; the rest are on /comments?blog=… */
const SHOWN_COMMENTS = 5;

function PostNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center">
      <FileQuestion aria-hidden="true" className="size-12 text-stone-400" />
      <h1 className="text-2xl font-bold">Post not found</h1>
      <p className="text-sm text-muted">This post does not exist or is no longer published.</p>
      <Link to="/blog-list" className={buttonClass('primary', 'md', 'mt-2')}>
        All recipes &amp; guides
      </Link>
    </div>
  );
}

function PostSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the post" className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <Skeleton className="mb-3 h-4 w-32" />
      <Skeleton className="mb-4 h-10 w-4/5" />
      <Skeleton className="mb-6 aspect-[16/9] w-full rounded-2xl" />
      <BlocksSkeleton lines={10} />
    </div>
  );
}

/** /blog-detail/:route: the post, its author and date, related posts, approved comments and the comment form. */
export function BlogDetailPage() {
  const { route = '' } = useParams();
  const q = useBlogDetails(route);
  const post = q.data?.status === 'success' ? q.data.blog_details : null;
  usePageMeta({ title: post?.title ?? (q.isPending ? undefined : 'Blog'), back: true });
  useMetaDescription(post?.blog_intro);
  const commentsId = useId();
  const formId = useId();

  if (q.isPending) return <PostSkeleton />;
  if (q.isError)
    return (
      <div className="px-4 py-6">
        <h1 className="sr-only">Blog post</h1>
        <ErrorState error={q.error} title="We could not load this post" onRetry={() => void q.refetch()} />
      </div>
    );
  if (!post) return <PostNotFound />;

  const hero = responsiveImage(post.thumbnail_image);
  const { comments, related_bloglist: related } = q.data;
  const categoryLink = `/blog-list/${encodeURIComponent(post.category)}`;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <article className="mx-auto max-w-3xl">
        <div className="mb-4 hidden md:block">
          <Breadcrumbs
            items={[
              { title: 'Recipes & Guides', route: '/blog-list' },
              { title: post.category_title, route: categoryLink },
              { title: post.title, route: `/blog-detail/${post.route}` },
            ]}
          />
        </div>
        <Link to={categoryLink} className="text-xs font-semibold tracking-wide text-brand-700 uppercase hover:underline">
          {post.category_title}
        </Link>
        <h1 className="mt-1 text-2xl leading-tight font-extrabold md:text-4xl">{post.title}</h1>
        <p className="mt-2 text-sm text-muted">
          By <span className="font-medium text-ink">{post.blogger}</span> ·{' '}
          <time dateTime={post.published_on}>{formatPostDate(post.published_on)}</time>
        </p>
        <p className="mt-4 text-lg leading-relaxed text-stone-700">{post.blog_intro}</p>
        <img
          {...hero}
          sizes="(min-width: 768px) 768px, 100vw"
          alt=""
          width={640}
          height={360}
          className="mt-5 aspect-[16/9] h-auto w-full rounded-2xl bg-stone-100 object-cover object-[center_30%]"
        />
        <div className="mx-auto mt-6 max-w-[70ch]">
          <Blocks blocks={post.content} />
        </div>
      </article>

      <section aria-labelledby={commentsId} className="mx-auto mt-10 max-w-3xl">
        <h2 id={commentsId} className="mb-3 text-xl font-bold">
          Comments{comments.length ? ` (${comments.length})` : ''}
        </h2>
        <CommentList comments={comments.slice(0, SHOWN_COMMENTS)} />
        {comments.length > SHOWN_COMMENTS && (
          <Link to={`/comments?blog=${encodeURIComponent(post.route)}`} className={buttonClass('secondary', 'md', 'mt-3')}>
            View all {comments.length} comments
          </Link>
        )}
        <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm md:p-6">
          <h3 id={formId} className="mb-1 text-lg font-bold">
            Leave a comment
          </h3>
          <p className="mb-4 text-sm text-muted">Comments are checked by our team before they appear.</p>
          <CommentForm blog={post.route} headingId={formId} />
        </div>
      </section>

      {related.length > 0 && (
        <section aria-labelledby={`${commentsId}-related`} className="mt-12">
          <h2 id={`${commentsId}-related`} className="mb-4 text-xl font-bold">
            More from {post.category_title}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <li key={p.name}>
                <BlogCard post={p} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-10 text-center">
        <Link to="/blog-list" className={buttonClass('ghost', 'md')}>
          <ArrowLeft aria-hidden="true" className="size-4" /> All recipes &amp; guides
        </Link>
      </div>
    </div>
  );
}
