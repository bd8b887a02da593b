import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, ConfirmDialog, fieldError, FormError } from '../../../ui/content-kit';
import { useDeleteScrollContent } from '../api/delete-scroll-content';
import { type ScrollContentResult, useScrollContent } from '../api/scroll-content';
import { useSaveScrollContent } from '../api/save-scroll-content';

type Item = ScrollContentResult[number];

function ItemForm({ item, nextOrder, onDelete }: { item: Item | null; nextOrder: number; onDelete?: () => void }) {
  const save = useSaveScrollContent();
  const [text, setText] = useState(item?.text ?? '');
  const [route, setRoute] = useState(item?.route ?? '');
  const [order, setOrder] = useState(String(item?.display_order ?? nextOrder));
  const [active, setActive] = useState(item ? item.is_active === 1 : true);
  const id = item?.name ?? 'new';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { name: item?.name, text, route: route.trim(), display_order: Number(order) || 0, is_active: active ? 1 : 0 },
      {
        onSuccess: () => {
          notify(item ? 'Announcement saved' : 'Announcement added', { kind: 'success' });
          if (!item) {
            setText('');
            setRoute('');
            setOrder(String(nextOrder + 1));
          }
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={item ? `Announcement: ${item.text}` : 'New announcement'}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 md:grid-cols-[1fr_14rem_6rem]">
        <Field label="Message" htmlFor={`sc-text-${id}`} error={fieldError(save.error, 'text')}>
          <input
            id={`sc-text-${id}`}
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={Boolean(fieldError(save.error, 'text'))}
            className={inputClass}
          />
        </Field>
        <Field label="Opens (optional)" htmlFor={`sc-route-${id}`} error={fieldError(save.error, 'route')} hint="e.g. /c/meat">
          <input
            id={`sc-route-${id}`}
            value={route}
            onChange={(e) => setRoute(e.target.value)}
            aria-invalid={Boolean(fieldError(save.error, 'route'))}
            className={inputClass}
          />
        </Field>
        <Field label="Order" htmlFor={`sc-order-${id}`} error={fieldError(save.error, 'display_order')}>
          <input
            id={`sc-order-${id}`}
            type="number"
            min={0}
            value={order}
            onChange={(e) => setOrder(e.target.value)}
            className={inputClass}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckField id={`sc-active-${id}`} label="Showing in the bar" checked={active} onChange={setActive} />
        <div className="flex gap-2">
          {onDelete && (
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete announcement: ${item?.text ?? ''}`}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
          )}
          <Button type="submit" size="sm" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : item ? 'Save' : 'Add announcement'}
          </Button>
        </div>
      </div>
      <FormError error={save.error && !fieldError(save.error, 'text') && !fieldError(save.error, 'route') ? save.error : null} />
    </form>
  );
}

/** The announcement bar at the top of the shop: short messages, in order, each on or off. */
export default function AnnouncementsTab() {
  const list = useScrollContent({});
  const remove = useDeleteScrollContent();
  const [deleting, setDeleting] = useState<Item | null>(null);
  if (list.isPending)
    return (
      <div aria-busy="true" aria-label="Loading announcements" className="flex flex-col gap-2">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const items = list.data;
  const nextOrder = items.reduce((m, i) => Math.max(m, i.display_order), 0) + 1;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        The messages that scroll across the top of every page, lowest order first. A message can open a page of the shop.
      </p>
      <Card title="Add an announcement">
        <ItemForm item={null} nextOrder={nextOrder} />
      </Card>
      <Card title={`Announcements (${items.length})`}>
        {items.length === 0 ? (
          <p className="text-sm text-muted">No announcements: the bar is hidden.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {items.map((i) => (
              <li key={`${i.name}:${i.text}:${i.route}:${i.display_order}:${i.is_active}`} className="py-3 first:pt-0 last:pb-0">
                <ItemForm item={i} nextOrder={nextOrder} onDelete={() => setDeleting(i)} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => {
          if (!o) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this announcement?"
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { name: deleting.name },
            {
              onSuccess: (r) => {
                notify(r.message, { kind: 'success' });
                setDeleting(null);
              },
            },
          )
        }
      >
        <p>“{deleting?.text}” leaves the announcement bar for good. To pause it, untick “Showing in the bar” instead.</p>
      </ConfirmDialog>
    </div>
  );
}
