import { adminContentCalls } from '@larder/contract/admin-content';
import { FilePlus2, Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleSelect, ConsoleText, ConsoleTextArea, SaveBar } from '../../../ui/console-fields';
import { BackLink, Card, inputClass } from '../../../ui/admin-ui';
import { formatDate, selectClass, Tag } from '../../../ui/content-kit';
import { PagedList } from '../../../ui/paged-list';
import { type BlogCategoriesResult, useBlogCategories } from '../api/blog-categories';
import { type BlogPostsResult, useBlogPosts } from '../api/blog-posts';
import { useSaveBlogCategory } from '../api/save-blog-category';
import { useSaveBlogPost } from '../api/save-blog-post';
import { BlocksAndPreview, type EditorBlock, lowerCase, toEditorBlocks, toWireBlocks, ViewOnShop } from '../components/BlockEditor';

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

/** admin_save_blog_category's fields; an empty address is made from the name. */
import { PICTURE_WORDS, SLUG_WORDS, textWords } from '../../../ui/console-words';

const CATEGORY = adminContentCalls.admin_save_blog_category.payload.omit({ name: true }).partial({ route: true });

function CategoryRow({ category }: { category: Category | null }) {
  const save = useSaveBlogCategory();
  const form = useContractForm(CATEGORY, {
    words: { title: textWords('a name', 80), route: SLUG_WORDS },
    defaultValues: { title: category?.title ?? '', route: category?.route ?? '' },
  });
  const id = category?.name ?? 'new';
  return (
    <Form
      form={form}
      aria-label={category ? `Category ${category.title}` : 'New category'}
      className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto]"
      onSubmit={async (values) => {
        const r = await save.mutateAsync({ name: category?.name, title: values.title, route: values.route ?? slug(values.title) });
        notify(category ? `Category “${r.title}” saved` : `Category “${r.title}” added`, { kind: 'success' });
        if (!category) form.reset();
      }}
    >
      <ConsoleText name="title" id={`bc-title-${id}`} label="Name" />
      <ConsoleText
        name="route"
        id={`bc-route-${id}`}
        label="Address"
        hint={category ? `${category.post_count} posts` : 'Made from the name if empty'}
        placeholder={slug(form.watch('title'))}
        onInput={lowerCase}
      />
      <SubmitButton busy={category ? 'Save' : 'Add'} size="sm" variant={category ? 'secondary' : 'primary'} className="sm:mt-6">
        {category ? 'Save' : 'Add'}
      </SubmitButton>
      <div className="sm:col-span-3">
        <FormSummary />
      </div>
    </Form>
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
        <PagedList
          query={posts}
          rows={posts.data?.posts}
          total={posts.data?.total}
          paging={{ page, pageLen: PAGE_LEN, onPage: setPage, label: 'Post pages' }}
          loading={{ label: 'Loading posts', blocks: ['h-64 w-full'] }}
          className="flex flex-col divide-y divide-line"
          empty={
            <EmptyState
              title="No posts"
              text={search || category ? 'Nothing matches: try another search.' : 'Write the first recipe or guide.'}
            />
          }
          renderRow={(p) => (
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
          )}
        />
      </Card>
      <Categories />
    </div>
  );
}

/** admin_save_blog_post's fields on the form; the blocks are edited beside it and added on submit. */
const POST = adminContentCalls.admin_save_blog_post.payload.omit({ name: true, content: true });

function PostForm({ post, categories }: { post: Post | null; categories: Category[] }) {
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  const form = useContractForm(POST, {
    words: {
      title: textWords('a title', 160),
      route: SLUG_WORDS,
      category: { required: 'Please choose a category' },
      author: textWords('the author', 80),
      intro: textWords('an intro', 500),
      thumbnail: PICTURE_WORDS,
      published_on: { required: 'Please enter the date it is published on', invalid: 'Enter a date' },
    },
    defaultValues: {
      title: post?.title ?? '',
      route: post?.route ?? '',
      category: post?.category ?? categories[0]?.name ?? '',
      author: post?.author ?? '',
      published_on: post?.published_on ?? today(),
      intro: post?.intro ?? '',
      thumbnail: post?.thumbnail ?? '',
      is_published: post ? post.is_published === 1 : true,
    },
  });
  // A new post's address follows its title until the address is typed in.
  const routeTyped = useRef(Boolean(post));
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => toEditorBlocks(post?.content ?? []));
  const [title, route, intro] = form.watch(['title', 'route', 'intro']);
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      aria-label={post ? `Edit ${post.title}` : 'New post'}
      onSubmit={async (values) => {
        const r = await save.mutateAsync({ ...values, name: post?.name, content: toWireBlocks(blocks) });
        notify(`“${r.title}” saved${r.is_published ? '' : ' as a draft'}`, { kind: 'success' });
        if (!post) void navigate(`/admin/content/blog/${encodeURIComponent(r.name)}`, { replace: true });
      }}
    >
      <BackLink to="/admin/content/blog" className="self-start">
        All posts
      </BackLink>
      <Card title={post ? post.title : 'New post'} actions={post?.is_published ? <ViewOnShop href={`/blog-detail/${post.route}`} /> : null}>
        <div className="grid gap-4 md:grid-cols-2">
          <ConsoleText
            name="title"
            id="post-title"
            label="Title"
            onInput={(e) => routeTyped.current || form.setValue('route', slug(e.currentTarget.value))}
          />
          <ConsoleText
            name="route"
            id="post-route"
            label="Address"
            hint={`Opens at /blog-detail/${route || '…'}`}
            onInput={(e) => {
              routeTyped.current = true;
              lowerCase(e);
            }}
          />
          <ConsoleSelect name="category" id="post-cat" label="Category">
            {categories.map((c) => (
              <option key={c.name} value={c.name}>
                {c.title}
              </option>
            ))}
          </ConsoleSelect>
          <ConsoleText name="author" id="post-author" label="Author" />
          <ConsoleText name="published_on" id="post-date" label="Published on" type="date" />
          <ConsoleText name="thumbnail" id="post-thumb" label="Picture" hint="/media/… or https://… (the list and link previews show it)" />
          <div className="md:col-span-2">
            <ConsoleTextArea
              name="intro"
              id="post-intro"
              label="Introduction"
              maxLength={500}
              hint={`${intro?.length ?? 0}/500: shown in the blog list.`}
            />
          </div>
          <ConsoleCheck name="is_published" id="post-published" label="Published" hint="A draft stays here; the shop does not list it." />
        </div>
      </Card>
      <BlocksAndPreview title={title} blocks={blocks} onChange={setBlocks} error={save.error} />
      <SaveBar disabled={!categories.length}>{post ? 'Save post' : 'Create post'}</SaveBar>
    </Form>
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
