import { ArrowLeft, ExternalLink, FilePlus2, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError, formatDate, Pager, selectClass, Tag, textareaClass } from '../../../ui/content-kit';
import { type BlogCategoriesResult, useBlogCategories } from '../api/blog-categories';
import { type BlogPostsResult, useBlogPosts } from '../api/blog-posts';
import { useSaveBlogCategory } from '../api/save-blog-category';
import { useSaveBlogPost } from '../api/save-blog-post';
import { BlockEditor, BlockPreview, type EditorBlock, toEditorBlocks, toWireBlocks } from '../components/BlockEditor';

type Post = BlogPostsResult['posts'][number];
type Category = BlogCategoriesResult[number];
const PAGE_LEN = 20;

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

function CategoryRow({ category }: { category: Category | null }) {
  const save = useSaveBlogCategory();
  const [title, setTitle] = useState(category?.title ?? '');
  const [route, setRoute] = useState(category?.route ?? '');
  const id = category?.name ?? 'new';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { name: category?.name, title, route: route || slug(title) },
      {
        onSuccess: (r) => {
          notify(category ? `Category “${r.title}” saved` : `Category “${r.title}” added`, { kind: 'success' });
          if (!category) {
            setTitle('');
            setRoute('');
          }
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={category ? `Category ${category.title}` : 'New category'}
      className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto]"
    >
      <Field label="Name" htmlFor={`bc-title-${id}`} error={fieldError(save.error, 'title')}>
        <input id={`bc-title-${id}`} value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass} />
      </Field>
      <Field
        label="Address"
        htmlFor={`bc-route-${id}`}
        error={fieldError(save.error, 'route')}
        hint={category ? `${category.post_count} posts` : 'Made from the name if empty'}
      >
        <input
          id={`bc-route-${id}`}
          value={route}
          placeholder={slug(title)}
          onChange={(e) => setRoute(e.target.value.toLowerCase())}
          className={inputClass}
        />
      </Field>
      <Button type="submit" size="sm" variant={category ? 'secondary' : 'primary'} disabled={save.isPending} className="sm:mt-6">
        {category ? 'Save' : 'Add'}
      </Button>
      {save.error && !fieldError(save.error, 'title') && !fieldError(save.error, 'route') ? (
        <div className="sm:col-span-3">
          <FormError error={save.error} />
        </div>
      ) : null}
    </form>
  );
}

function Categories() {
  const cats = useBlogCategories({});
  return (
    <Card title="Categories">
      {cats.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : cats.isError ? (
        <ErrorState error={cats.error} onRetry={() => void cats.refetch()} />
      ) : (
        <div className="flex flex-col gap-3">
          {cats.data.map((c) => (
            <CategoryRow key={`${c.name}:${c.title}:${c.route}`} category={c} />
          ))}
          <div className="border-t border-line pt-3">
            <CategoryRow category={null} />
          </div>
        </div>
      )}
    </Card>
  );
}

function PostList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const cats = useBlogCategories({});
  const posts = useBlogPosts({ page_no: page, page_len: PAGE_LEN, search: search.trim() || undefined, category: category || undefined });
  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_24rem]">
      <Card
        title="Posts"
        actions={
          <Link
            to="/admin/content/blog/new"
            className="inline-flex h-8 items-center gap-2 rounded-full bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <FilePlus2 aria-hidden="true" className="size-4" /> New post
          </Link>
        }
      >
        <div className="mb-3 flex flex-wrap gap-2">
          <div className="relative min-w-48 flex-1">
            <label htmlFor="post-search" className="sr-only">
              Search posts by title
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
            <input
              id="post-search"
              type="search"
              placeholder="Search titles"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              className={`${inputClass} w-full pl-9`}
            />
          </div>
          <label htmlFor="post-category" className="sr-only">
            Category
          </label>
          <select
            id="post-category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setPage(1);
            }}
            className={selectClass}
          >
            <option value="">All categories</option>
            {(cats.data ?? []).map((c) => (
              <option key={c.name} value={c.name}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        {posts.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : posts.isError ? (
          <ErrorState error={posts.error} onRetry={() => void posts.refetch()} />
        ) : posts.data.posts.length === 0 ? (
          <EmptyState
            title="No posts"
            text={search || category ? 'Nothing matches: try another search.' : 'Write the first recipe or guide.'}
          />
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-line">
              {posts.data.posts.map((p) => (
                <li key={p.name} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                  <div className="min-w-0">
                    <Link to={`/admin/content/blog/${encodeURIComponent(p.name)}`} className="font-semibold text-brand-700 hover:underline">
                      {p.title}
                    </Link>
                    <p className="text-xs text-muted">
                      {p.category_title} · {p.author} · {formatDate(p.published_on)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-1.5">
                    {!p.is_published && <Tag tone="amber">Draft</Tag>}
                    {p.pending_comments > 0 && (
                      <Link to="/admin/content/comments" className="rounded-full">
                        <Tag tone="sky">{p.pending_comments} to moderate</Tag>
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pageLen={PAGE_LEN}
              shown={posts.data.posts.length}
              total={posts.data.total}
              onPage={setPage}
              label="Post pages"
            />
          </>
        )}
      </Card>
      <Categories />
    </div>
  );
}

function PostForm({ post, categories }: { post: Post | null; categories: Category[] }) {
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  const [title, setTitle] = useState(post?.title ?? '');
  const [route, setRoute] = useState(post?.route ?? '');
  const [routeTouched, setRouteTouched] = useState(Boolean(post));
  const [category, setCategory] = useState(post?.category ?? categories[0]?.name ?? '');
  const [author, setAuthor] = useState(post?.author ?? '');
  const [publishedOn, setPublishedOn] = useState(post?.published_on ?? today());
  const [intro, setIntro] = useState(post?.intro ?? '');
  const [thumbnail, setThumbnail] = useState(post?.thumbnail ?? '');
  const [published, setPublished] = useState(post ? post.is_published === 1 : true);
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => toEditorBlocks(post?.content ?? []));
  const wire = toWireBlocks(blocks);
  const effectiveRoute = routeTouched ? route : slug(title);
  const err = save.error;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        name: post?.name,
        title,
        route: effectiveRoute,
        category,
        author,
        intro,
        thumbnail: thumbnail.trim(),
        published_on: publishedOn,
        is_published: published ? 1 : 0,
        content: wire,
      },
      {
        onSuccess: (r) => {
          notify(`“${r.title}” saved${r.is_published ? '' : ' as a draft'}`, { kind: 'success' });
          if (!post) void navigate(`/admin/content/blog/${encodeURIComponent(r.name)}`, { replace: true });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={post ? `Edit ${post.title}` : 'New post'}>
      <Link
        to="/admin/content/blog"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All posts
      </Link>
      <Card
        title={post ? post.title : 'New post'}
        actions={
          post?.is_published ? (
            <a
              href={`/blog-detail/${post.route}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" /> View on the shop
            </a>
          ) : null
        }
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field label="Title" htmlFor="post-title" error={fieldError(err, 'title')}>
            <input
              id="post-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={Boolean(fieldError(err, 'title'))}
              className={inputClass}
            />
          </Field>
          <Field
            label="Address"
            htmlFor="post-route"
            error={fieldError(err, 'route')}
            hint={`Opens at /blog-detail/${effectiveRoute || '…'}`}
          >
            <input
              id="post-route"
              value={effectiveRoute}
              onChange={(e) => {
                setRouteTouched(true);
                setRoute(e.target.value.toLowerCase());
              }}
              aria-invalid={Boolean(fieldError(err, 'route'))}
              className={inputClass}
            />
          </Field>
          <Field label="Category" htmlFor="post-cat" error={fieldError(err, 'category')}>
            <select id="post-cat" value={category} onChange={(e) => setCategory(e.target.value)} className={selectClass}>
              {categories.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.title}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Author" htmlFor="post-author" error={fieldError(err, 'author')}>
            <input
              id="post-author"
              value={author}
              onChange={(e) => setAuthor(e.target.value)}
              aria-invalid={Boolean(fieldError(err, 'author'))}
              className={inputClass}
            />
          </Field>
          <Field label="Published on" htmlFor="post-date" error={fieldError(err, 'published_on')}>
            <input id="post-date" type="date" value={publishedOn} onChange={(e) => setPublishedOn(e.target.value)} className={inputClass} />
          </Field>
          <Field
            label="Picture"
            htmlFor="post-thumb"
            error={fieldError(err, 'thumbnail')}
            hint="/media/… or https://… (the list and link previews show it)"
          >
            <input id="post-thumb" value={thumbnail} onChange={(e) => setThumbnail(e.target.value)} className={inputClass} />
          </Field>
          <div className="md:col-span-2">
            <Field
              label="Introduction"
              htmlFor="post-intro"
              error={fieldError(err, 'intro')}
              hint={`${intro.length}/500: shown in the blog list.`}
            >
              <textarea
                id="post-intro"
                value={intro}
                maxLength={500}
                onChange={(e) => setIntro(e.target.value)}
                className={textareaClass}
              />
            </Field>
          </div>
          <CheckField
            id="post-published"
            label="Published"
            hint="A draft stays here; the shop does not list it."
            checked={published}
            onChange={setPublished}
          />
        </div>
      </Card>
      <div className="grid gap-4 xl:grid-cols-2">
        <Card title="Content">
          <BlockEditor blocks={blocks} onChange={setBlocks} error={err} />
        </Card>
        <Card title="Preview">
          <BlockPreview title={title} blocks={wire} />
        </Card>
      </div>
      <FormError error={err} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || categories.length === 0}>
          {save.isPending ? 'Saving…' : post ? 'Save post' : 'Create post'}
        </Button>
      </div>
    </form>
  );
}

function PostEditor() {
  const { name = '' } = useParams();
  const isNew = name === 'new';
  const cats = useBlogCategories({});
  const post = useBlogPosts({ name: isNew ? undefined : name, page_len: 1 });
  if (cats.isPending || (!isNew && post.isPending)) return <Skeleton className="h-96 w-full" />;
  if (cats.isError) return <ErrorState error={cats.error} onRetry={() => void cats.refetch()} />;
  if (isNew) return <PostForm key="new" post={null} categories={cats.data} />;
  if (post.isError) return <ErrorState error={post.error} onRetry={() => void post.refetch()} />;
  const p = post.data?.posts[0];
  if (!p) return <EmptyState title="Post not found" text="It may have been removed." />;
  return <PostForm key={JSON.stringify(p)} post={p} categories={cats.data} />;
}

/** The blog: posts (with a block editor and preview) and categories. */
export default function BlogTab() {
  return (
    <Routes>
      <Route index element={<PostList />} />
      <Route path=":name" element={<PostEditor />} />
    </Routes>
  );
}
