import { MessageSquare } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useBlogDetails } from '../api/get-blog-details';
import { useBlogList } from '../api/get-blog-list';
import { CommentForm, CommentList } from '../components/Comments';
import { formatPostDate, responsiveImage } from '../components/media';

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading" className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** Without ?blog: the posts to choose from, each leading to its comments. */
function ChoosePost() {
  const list = useBlogList(undefined, 50);
  const posts = list.data?.pages.flat() ?? [];
  return (
    <>
      <h1 className="text-2xl font-extrabold md:text-3xl">Comments</h1>
      <p className="mt-1 mb-5 text-muted">Choose a post to read what others think and to leave your own comment.</p>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} title="We could not load the posts" onRetry={() => void list.refetch()} />
      ) : !posts.length ? (
        <EmptyState title="No posts yet" text="When we publish recipes and guides you can comment on them here." />
      ) : (
        <ul className="flex flex-col gap-3">
          {posts.map((p) => {
            const img = responsiveImage(p.thumbnail_image);
            return (
              <li key={p.name}>
                <Link
                  to={`/comments?blog=${encodeURIComponent(p.route)}`}
                  className="flex items-center gap-3 rounded-xl bg-white p-3 shadow-sm hover:bg-brand-50"
                >
                  <img
                    {...img}
                    sizes="80px"
                    alt=""
                    width={80}
                    height={50}
                    loading="lazy"
                    className="h-[50px] w-20 shrink-0 rounded-lg bg-stone-100 object-cover"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold">{p.title}</span>
                    <span className="block text-xs text-muted">
                      {p.category_title} · {formatPostDate(p.published_on)}
                    </span>
                  </span>
                  <MessageSquare aria-hidden="true" className="ml-auto size-5 shrink-0 text-brand-600" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** With ?blog=<route>: every approved comment of that post and the form to add one. */
function PostComments({ route }: { route: string }) {
  const q = useBlogDetails(route);
  const formId = useId();
  const listId = useId();
  if (q.isPending)
    return (
      <>
        <Skeleton className="mb-4 h-9 w-3/4" />
        <ListSkeleton />
      </>
    );
  if (q.isError)
    return (
      <>
        <h1 className="sr-only">Comments</h1>
        <ErrorState error={q.error} title="We could not load the comments" onRetry={() => void q.refetch()} />
      </>
    );
  const post = q.data.blog_details;
  if (!post)
    return (
      <>
        <h1 className="sr-only">Comments</h1>
        <EmptyState title="Post not found" text="This post does not exist or is no longer published.">
          <Link to="/comments" className="text-sm font-semibold text-brand-700 underline">
            Choose another post
          </Link>
        </EmptyState>
      </>
    );
  return (
    <>
      <h1 className="text-2xl font-extrabold md:text-3xl">Comments</h1>
      <p className="mt-1 mb-5 text-muted">
        On{' '}
        <Link to={`/blog-detail/${encodeURIComponent(post.route)}`} className="font-semibold text-brand-700 underline">
          {post.title}
        </Link>
      </p>
      <section aria-labelledby={listId}>
        <h2 id={listId} className="mb-3 text-lg font-bold">
          {q.data.comments.length === 1 ? '1 comment' : `${q.data.comments.length} comments`}
        </h2>
        <CommentList comments={q.data.comments} />
      </section>
      <section aria-labelledby={formId} className="mt-6 rounded-2xl bg-white p-5 shadow-sm md:p-6">
        <h2 id={formId} className="mb-1 text-lg font-bold">
          Leave a comment
        </h2>
        <p className="mb-4 text-sm text-muted">Comments are checked by our team before they appear.</p>
        <CommentForm blog={post.route} headingId={formId} />
      </section>
    </>
  );
}

/**
 * /comments: the spec's comments screen. With ?blog=<post route> it lists all approved comments
 * of that post with the comment form; without it, the posts to choose from.
 */
export function CommentsPage() {
  const [params] = useSearchParams();
  const blog = params.get('blog')?.trim() ?? '';
  usePageMeta({ title: 'Comments', back: true });
  return <div className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">{blog ? <PostComments route={blog} /> : <ChoosePost />}</div>;
}
