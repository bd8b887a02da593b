import { adminContentCalls } from '@larder/contract/admin-content';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Route, Routes, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Form, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleText, ConsoleTextArea, SaveBar } from '../../../ui/console-fields';
import { Card, QueryFallback } from '../../../ui/admin-ui';
import { formatWhen, Tag } from '../../../ui/content-kit';
import { type InfoPagesResult, useInfoPages } from '../api/info-pages';
import { useSaveInfoPage } from '../api/save-info-page';
import { BlocksAndPreview, type EditorBlock, lowerCase, toEditorBlocks, toWireBlocks, ViewOnShop } from '../components/BlockEditor';

type Page = InfoPagesResult[number];
/** admin_save_info_page's fields on the form; the blocks are edited beside it and added on submit. */
import { SLUG_WORDS, textWords } from '../../../ui/console-words';

const SCHEMA = adminContentCalls.admin_save_info_page.payload.omit({ original_route: true, content: true });

function PageForm({ page }: { page: Page | null }) {
  const navigate = useNavigate();
  const save = useSaveInfoPage();
  const form = useContractForm(SCHEMA, {
    words: { title: textWords('a title', 140), route: SLUG_WORDS, meta_description: textWords('a description', 300) },
    defaultValues: {
      route: page?.route ?? '',
      title: page?.title ?? '',
      meta_description: page?.meta_description ?? '',
      is_published: page ? page.is_published === 1 : true,
    },
  });
  const [blocks, setBlocks] = useState<EditorBlock[]>(() => toEditorBlocks(page?.content ?? []));
  const wire = toWireBlocks(blocks);
  const [route, title, meta] = form.watch(['route', 'title', 'meta_description']);

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      aria-label={page ? `Edit ${page.title}` : 'New page'}
      onSubmit={async (values) => {
        const r = await save.mutateAsync({ ...values, original_route: page?.route, content: wire });
        notify(`“${r.title}” saved${r.is_published ? ': it shows on the shop now' : ' as a draft'}`, { kind: 'success' });
        if (r.route !== page?.route) void navigate(`/admin/content/pages/${encodeURIComponent(r.route)}`, { replace: true });
      }}
    >
      <Card title={page ? page.title : 'New page'} actions={page?.is_published ? <ViewOnShop href={`/${page.route}`} /> : null}>
        <div className="grid gap-4 md:grid-cols-2">
          <ConsoleText name="title" id="page-title" label="Title" />
          <ConsoleText
            name="route"
            id="page-route"
            label="Address"
            hint={`The page opens at /${route || 'about-us'}: lower-case letters, digits and hyphens.`}
            onInput={lowerCase}
          />
          <div className="md:col-span-2">
            <ConsoleTextArea
              name="meta_description"
              id="page-meta"
              label="Description for search engines"
              maxLength={300}
              hint={`${meta?.length ?? 0}/300 characters; shown under the title in search results and link previews.`}
            />
          </div>
          <ConsoleCheck
            name="is_published"
            id="page-published"
            label="Published"
            hint="Unpublished pages are kept but the shop answers “not found”."
          />
          {page && <p className="text-xs text-muted md:text-right">Last saved {formatWhen(page.updated_at)}</p>}
        </div>
      </Card>
      <BlocksAndPreview title={title} blocks={blocks} onChange={setBlocks} error={save.error} />
      <SaveBar>{page ? 'Save page' : 'Create page'}</SaveBar>
    </Form>
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
  if (!pages.isSuccess)
    return (
      <QueryFallback
        query={pages}
        label="Loading pages"
        blocks={['h-64 w-full', 'h-96 w-full']}
        className="grid gap-4 lg:grid-cols-[16rem_1fr]"
      />
    );
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
