import type { TAdminCategory } from '@larder/contract/admin-catalog';
import { GripVertical, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { errorText } from '../../../../api/client';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, PageHeader, StatusChip } from '../../../ui/admin-ui';
import { MoveButtons, Thumb } from '../../../ui/catalogue-ui';
import { useCategoryTree } from '../api/admin-category-tree';
import { useReorderCategories } from '../api/admin-reorder-categories';
import { CatalogueTabs } from '../components/CatalogueTabs';
import { CategoryDialog } from '../components/CategoryDialog';

type Editing = { category?: TAdminCategory; parent?: string | null } | null;

function childrenOf(all: TAdminCategory[], parent: string | null) {
  return all
    .filter((c) => c.parent === parent)
    .sort((a, b) => a.display_order - b.display_order || a.category_name.localeCompare(b.category_name));
}

/** The category tree: drag a category among its siblings (or use the arrows) to set the shop's order. */
export function CategoriesPage() {
  const tree = useCategoryTree();
  const reorder = useReorderCategories();
  const [editing, setEditing] = useState<Editing>(null);
  const [dragged, setDragged] = useState<TAdminCategory | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const moveTo = (c: TAdminCategory, index: number) => {
    const siblings = childrenOf(tree.data ?? [], c.parent).map((s) => s.name);
    const from = siblings.indexOf(c.name);
    if (from < 0 || index < 0 || index >= siblings.length || index === from) return;
    siblings.splice(from, 1);
    siblings.splice(index, 0, c.name);
    reorder.mutate(
      { parent: c.parent, order: siblings },
      {
        onSuccess: () => setAnnouncement(`${c.category_name} moved to position ${index + 1} of ${siblings.length}.`),
        onError: (e) => notify(errorText(e), { kind: 'error', duration: 5000 }),
      },
    );
  };

  const drop = (target: TAdminCategory) => {
    setOver(null);
    if (!dragged || dragged.name === target.name) return;
    if (dragged.parent !== target.parent) {
      notify('Drag a category among its neighbours; use Edit to move it under another parent.', { duration: 4000 });
      return;
    }
    const siblings = childrenOf(tree.data ?? [], target.parent);
    moveTo(
      dragged,
      siblings.findIndex((s) => s.name === target.name),
    );
  };

  const renderLevel = (parent: string | null, depth: number) => {
    const list = childrenOf(tree.data ?? [], parent);
    if (!list.length) return null;
    return (
      <ul className={depth ? 'ml-5 border-l border-line pl-3' : ''}>
        {list.map((c, i) => (
          <li key={c.name}>
            <div
              draggable
              onDragStart={(e) => {
                setDragged(c);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', c.name);
              }}
              onDragEnd={() => (setDragged(null), setOver(null))}
              onDragOver={(e) => {
                if (dragged && dragged.parent === c.parent) {
                  e.preventDefault();
                  setOver(c.name);
                }
              }}
              onDragLeave={() => setOver((o) => (o === c.name ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                drop(c);
              }}
              className={`my-1 flex flex-wrap items-center gap-3 rounded-lg border bg-white px-2 py-2 ${over === c.name ? 'border-brand-600 ring-2 ring-brand-200' : 'border-line'} ${dragged?.name === c.name ? 'opacity-50' : ''}`}
            >
              <GripVertical aria-hidden="true" className="size-4 shrink-0 cursor-grab text-muted" />
              <Thumb src={c.mobile_image || c.image} size={36} />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{c.category_name}</p>
                <p className="truncate text-xs text-muted">
                  /c/{c.route} · {c.products_count} product{c.products_count === 1 ? '' : 's'}
                </p>
              </div>
              {!c.is_active && <StatusChip status="Hidden" />}
              <div className="flex items-center gap-1">
                <MoveButtons
                  label={c.category_name}
                  index={i}
                  count={list.length}
                  onMove={(to) => moveTo(c, to)}
                  disabled={reorder.isPending}
                />
                <Button variant="ghost" size="sm" aria-label={`Edit ${c.category_name}`} onClick={() => setEditing({ category: c })}>
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                {c.level < 3 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Add a sub-category to ${c.category_name}`}
                    onClick={() => setEditing({ parent: c.name })}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
            </div>
            {renderLevel(c.name, depth + 1)}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <PageHeader
        title="Catalogue"
        actions={
          <Button onClick={() => setEditing({ parent: null })}>
            <Plus aria-hidden="true" className="size-4" /> New category
          </Button>
        }
      >
        Up to three levels; the order here is the shop’s order.
      </PageHeader>
      <CatalogueTabs />
      <Card title="Categories">
        <p className="mb-3 text-sm text-muted">
          Drag a category among its neighbours, or use the arrow buttons. Hidden categories are kept here but not shown in the shop.
        </p>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {tree.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading categories">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : tree.isError ? (
          <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />
        ) : tree.data.length === 0 ? (
          <EmptyState title="No categories yet" text="Create the first one.">
            <Button variant="secondary" size="sm" onClick={() => setEditing({ parent: null })}>
              New category
            </Button>
          </EmptyState>
        ) : (
          renderLevel(null, 0)
        )}
      </Card>
      {editing && tree.data && (
        <CategoryDialog tree={tree.data} category={editing.category} parent={editing.parent ?? null} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
