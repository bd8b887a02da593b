import { AlertTriangle, ExternalLink, Images, LayoutGrid, Pencil, Plus, Rows3, Tags, Trash2, Type, Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { DeleteDialog, Tag } from '../../../ui/content-kit';
import { moveItem, SortableList } from '../../../ui/content-sortable';
import { useDeleteHomeSection } from '../api/delete-home-section';
import { useHomeSections } from '../api/home-sections';
import { useReorderHomeSections } from '../api/reorder-home-sections';
import { SECTION_TYPES, SectionEditor, type TSection } from '../components/SectionEditor';

const ICON = {
  Slider: Images,
  'Category List': LayoutGrid,
  'Product Carousel': Rows3,
  'Brand Strip': Tags,
  'Text Block': Type,
  'Image Block': ImageIcon,
} as const;

const LAYOUT: Record<TSection['application_type'], string> = { both: 'Mobile and web', mobile: 'Mobile only', web: 'Web only' };

/** The home page builder: one layout's sections in order (drag, or the arrows), each edited by its type. */
export default function HomeSectionsTab() {
  const [view, setView] = useState<'mobile' | 'web'>('web');
  const list = useHomeSections({ application_type: view });
  const reorder = useReorderHomeSections();
  const remove = useDeleteHomeSection();
  const [local, setLocal] = useState<TSection[] | null>(null);
  const [editing, setEditing] = useState<{ section: TSection | null; key: number } | null>(null);
  const [deleting, setDeleting] = useState<TSection | null>(null);
  const items = local ?? list.data ?? [];

  const onMove = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    setLocal(next);
    reorder.mutate(
      { application_type: view, order: next.map((s) => s.name) },
      {
        onSettled: () => setLocal(null),
        onError: (err) => notify(`The order was not saved: ${errorText(err)}`, { kind: 'error', duration: 5000 }),
      },
    );
  };
  const label = (s: TSection) => s.title || SECTION_TYPES.find((t) => t.type === s.section_type)?.label || s.section_type;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Layout" className="inline-flex rounded-full border border-line bg-white p-1">
          {(['web', 'mobile'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => {
                setView(v);
                setLocal(null);
              }}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${view === v ? 'bg-brand-600 text-white' : 'text-ink hover:bg-stone-100'}`}
            >
              {v === 'web' ? 'Website' : 'Mobile app'}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <ExternalLink aria-hidden="true" className="size-4" /> Open the shop
          </a>
          <Button onClick={() => setEditing({ section: null, key: Date.now() })}>
            <Plus aria-hidden="true" className="size-4" /> Add section
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted">
        The {view === 'web' ? 'website' : 'mobile app'}’s home page, top to bottom. Drag a section, or use its arrows, to move it. Sections
        shown on both layouts move on both; the other layout’s own sections keep their places. Changes show on the shop at once.
      </p>
      {list.isPending ? (
        <div aria-busy="true" aria-label="Loading sections" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title="No sections yet" text="Add a slider, a product carousel or a category list to build the home page." />
      ) : (
        <div aria-busy={reorder.isPending}>
          <SortableList
            label={`Sections of the ${view === 'web' ? 'website' : 'mobile app'} home page`}
            items={items}
            getKey={(s) => s.name}
            getLabel={label}
            onMove={onMove}
            disabled={reorder.isPending}
            renderItem={(s) => {
              const Icon = ICON[s.section_type];
              return (
                <div className="flex flex-wrap items-center gap-3 pr-1">
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-stone-100 text-muted">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{label(s)}</p>
                    <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
                      {SECTION_TYPES.find((t) => t.type === s.section_type)?.label}
                      <Tag tone={s.application_type === 'both' ? 'stone' : 'sky'}>{LAYOUT[s.application_type]}</Tag>
                      {!s.is_active && <Tag tone="amber">Hidden</Tag>}
                    </p>
                    {s.problem && (
                      <p className="mt-1 flex items-center gap-1 text-xs font-medium text-red-800">
                        <AlertTriangle aria-hidden="true" className="size-3.5" /> Not shown: {s.problem}
                      </p>
                    )}
                  </div>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditing({ section: s, key: Date.now() })}
                      aria-label={`Edit ${label(s)}`}
                    >
                      <Pencil aria-hidden="true" className="size-4" /> <span className="hidden sm:inline">Edit</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(s)} aria-label={`Delete ${label(s)}`}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </div>
              );
            }}
          />
        </div>
      )}
      {editing && (
        <SectionEditor key={editing.key} section={editing.section} defaultLayout={view} open onOpenChange={(o) => !o && setEditing(null)} />
      )}
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title="Delete this section?"
        confirmLabel="Delete section"
      >
        <p>
          “{deleting ? label(deleting) : ''}” disappears from the home page
          {deleting?.application_type === 'both' ? ' on both the website and the app' : ''}. To keep it for later, edit it and untick “Show
          on the home page” instead.
        </p>
      </DeleteDialog>
    </div>
  );
}
