import { BookOpen } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { Button, buttonClass } from '../../../ui/button';
import { EmptyState, ErrorState } from '../../../ui/states';
import { useBlogCategories } from '../api/get-blog-categories';
import { BLOG_PAGE_SIZE, useBlogList } from '../api/get-blog-list';
import { BlogCard, BlogCardSkeleton } from '../components/BlogCard';
import { CategoryChips } from '../components/CategoryChips';
import { NewsletterForm } from '../components/NewsletterForm';
import { useMetaDescription } from '../use-meta-description';

const BLOG_TITLE = 'Recipes & Guides';

/** /blog-list (every post) and /blog-list/:id (the posts of the category whose route is `id`), a page at a time. */
export function BlogListPage() {
  const { id } = useParams();
  const category = id || undefined;
  const categories = useBlogCategories();
  const categoryTitle = category ? categories.data?.find((c) => c.route === category || c.name === category)?.title : undefined;
  const title = category ? (categoryTitle ?? (categories.isPending ? BLOG_TITLE : 'Blog')) : BLOG_TITLE;
  usePageMeta({ title, back: !!category });
  useMetaDescription('Recipes, cooking tips and butchery guides from the Larder kitchen and our butchers.');
  const list = useBlogList(category);
  const posts = list.data?.pages.flat() ?? [];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-10">
      <div className="mb-3 hidden md:block">
        <Breadcrumbs
          items={
            category
              ? [
                  { title: BLOG_TITLE, route: '/blog-list' },
                  { title, route: `/blog-list/${category}` },
                ]
              : [{ title, route: '/blog-list' }]
          }
        />
      </div>
      <h1 className="text-2xl font-extrabold md:text-4xl">{title}</h1>
      <p className="mt-1 mb-5 max-w-2xl text-muted">
        {category
          ? `Posts from our ${title.toLowerCase()} collection.`
          : 'Recipes, cooking tips and butchery guides from the Larder kitchen and our butchers.'}
      </p>
      <CategoryChips current={category} />

      <div className="mt-5">
        {list.isPending ? (
          <ul aria-busy="true" aria-label="Loading posts" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
              <li key={i}>
                <BlogCardSkeleton />
              </li>
            ))}
          </ul>
        ) : list.isError && !posts.length ? (
          <ErrorState error={list.error} title="We could not load the posts" onRetry={() => void list.refetch()} />
        ) : !posts.length ? (
          <div className="rounded-2xl bg-white shadow-sm">
            <EmptyState title="No posts yet" text="There is nothing in this category yet. Have a look at our other posts.">
              <Link to="/blog-list" className={buttonClass('primary', 'md', 'mt-2')}>
                <BookOpen aria-hidden="true" className="size-4" /> All posts
              </Link>
            </EmptyState>
          </div>
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((p, i) => (
                <li key={p.name}>
                  <BlogCard post={p} eager={i < 3} />
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col items-center gap-2">
              {list.isFetchNextPageError && (
                <p role="alert" className="text-sm text-red-700">
                  We could not load more posts. Please try again.
                </p>
              )}
              {list.hasNextPage ? (
                <Button variant="secondary" size="lg" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                  {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              ) : (
                posts.length > BLOG_PAGE_SIZE && <p className="text-sm text-muted">You have reached the end.</p>
              )}
            </div>
          </>
        )}
      </div>

      <section aria-label="Newsletter" className="mt-10 max-w-xl rounded-2xl bg-white p-5 shadow-sm md:p-6">
        <NewsletterForm title="Get new recipes by e-mail" text="A weekly e-mail with our newest recipes, guides and offers." />
      </section>
    </div>
  );
}
