import { ExternalLink, FilePlus2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, NavLink, Route, Routes, useNavigate, useParams } from 'react-router';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError, formatWhen, Tag, textareaClass } from '../../../ui/content-kit';
import { type InfoPagesResult, useInfoPages } from '../api/info-pages';
import { useSaveInfoPage } from '../api/save-info-page';
import { BlockEditor, BlockPreview, type EditorBlock, toEditorBlocks, toWireBlocks } from '../components/BlockEditor';

type Page = InfoPagesResult[number];

function PageForm({ page }: { page: Page | null }) {
  const navigate = useNavigate();
  const save = useSaveInfoPage();
  const [route, setRoute] = useState(page?.route ?? '');
  const [title, setTitle] = useState(page?.title ?? '');
  const [meta, setMeta] = useState(page?.meta_description ?? '');
  const [published, setPublished] = useState(page ? page.is_published === 1 : true);
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => toEditorBlocks(page?.content ?? []));
  const wire = toWireBlocks(blocks);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { original_route: page?.route, route: route.trim(), title, meta_description: meta, content: wire, is_published: published ? 1 : 0 },
      {
        onSuccess: (r) => {
          notify(`“${r.title}” saved${r.is_published ? ': it shows on the shop now' : ' as a draft'}`, { kind: 'success' });
          if (r.route !== page?.route) void navigate(`/admin/content/pages/${encodeURIComponent(r.route)}`, { replace: true });
        },
      },
    );
  };
  const err = save.error;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={page ? `Edit ${page.title}` : 'New page'}>
      <Card
        title={page ? page.title : 'New page'}
        actions={
          page?.is_published ? (
            <a
              href={`/${page.route}`}
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
          <Field label="Title" htmlFor="page-title" error={fieldError(err, 'title')}>
            <input
              id="page-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={Boolean(fieldError(err, 'title'))}
              className={inputClass}
            />
          </Field>
          <Field
            label="Address"
            htmlFor="page-route"
            error={fieldError(err, 'route')}
            hint={`The page opens at /${route || 'about-us'}: lower-case letters, digits and hyphens.`}
          >
            <input
              id="page-route"
              value={route}
              onChange={(e) => setRoute(e.target.value.toLowerCase())}
              aria-invalid={Boolean(fieldError(err, 'route'))}
              className={inputClass}
            />
          </Field>
          <div className="md:col-span-2">
            <Field
              label="Description for search engines"
              htmlFor="page-meta"
              error={fieldError(err, 'meta_description')}
              hint={`${meta.length}/300 characters; shown under the title in search results and link previews.`}
            >
              <textarea id="page-meta" value={meta} maxLength={300} onChange={(e) => setMeta(e.target.value)} className={textareaClass} />
            </Field>
          </div>
          <CheckField
            id="page-published"
            label="Published"
            hint="Unpublished pages are kept but the shop answers “not found”."
            checked={published}
            onChange={setPublished}
          />
          {page && <p className="text-xs text-muted md:text-right">Last saved {formatWhen(page.updated_at)}</p>}
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
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : page ? 'Save page' : 'Create page'}
        </Button>
      </div>
    </form>
  );
}

function Editor({ pages }: { pages: Page[] }) {
  const { route = '' } = useParams();
  if (route === 'new') return <PageForm key="new" page={null} />;
  const page = pages.find((p) => p.route === route);
  if (!page) return <EmptyState title="Page not found" text="It may have been renamed. Choose a page from the list." />;
  return <PageForm key={`${page.route}:${page.updated_at}`} page={page} />;
}

/** Info pages (about us, policies…): a list, and an editor with blocks and a preview. */
export default function InfoPagesTab() {
  const pages = useInfoPages({});
  if (pages.isPending)
    return (
      <div aria-busy="true" aria-label="Loading pages" className="grid gap-4 lg:grid-cols-[16rem_1fr]">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  if (pages.isError) return <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />;
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Info pages" className="flex flex-col gap-2">
        <Link
          to="/admin/content/pages/new"
          className="inline-flex h-10 items-center justify-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <FilePlus2 aria-hidden="true" className="size-4" /> New page
        </Link>
        <ul className="flex flex-col gap-1 rounded-xl border border-line bg-white p-1">
          {pages.data.map((p) => (
            <li key={p.route}>
              <NavLink
                to={`/admin/content/pages/${encodeURIComponent(p.route)}`}
                className={({ isActive }) =>
                  `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'hover:bg-stone-100'}`
                }
              >
                <span className="min-w-0">
                  <span className="block truncate">{p.title}</span>
                  <span className="block truncate text-xs text-muted">/{p.route}</span>
                </span>
                {!p.is_published && <Tag tone="amber">Draft</Tag>}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Routes>
          <Route index element={<EmptyState title="Choose a page" text="Pick a page on the left to edit it, or make a new one." />} />
          <Route path=":route" element={<Editor pages={pages.data} />} />
        </Routes>
      </div>
    </div>
  );
}
