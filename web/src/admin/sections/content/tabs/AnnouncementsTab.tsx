import { adminContentCalls } from '@larder/contract/admin-content';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleText } from '../../../ui/console-fields';
import { Card, QueryFallback } from '../../../ui/admin-ui';
import { DeleteDialog } from '../../../ui/content-kit';
import { useDeleteScrollContent } from '../api/delete-scroll-content';
import { type ScrollContentResult, useScrollContent } from '../api/scroll-content';
import { useSaveScrollContent } from '../api/save-scroll-content';

type Item = ScrollContentResult[number];

import { LINK_WORDS, textWords } from '../../../ui/console-words';

const SCHEMA = adminContentCalls.admin_save_scroll_content.payload.omit({ name: true });

function ItemForm({ item, nextOrder, onDelete }: { item: Item | null; nextOrder: number; onDelete?: () => void }) {
  const save = useSaveScrollContent();
  const blank = (order: number) => ({ text: '', route: '', display_order: String(order), is_active: true });
  const form = useContractForm(SCHEMA, {
    words: {
      text: textWords('a message', 200),
      route: LINK_WORDS,
      display_order: { invalid: 'Enter a whole number from 0 to 10000' },
    },
    defaultValues: item ? { ...item, display_order: String(item.display_order), is_active: item.is_active === 1 } : blank(nextOrder),
  });
  const id = item?.name ?? 'new';
  return (
    <Form
      form={form}
      aria-label={item ? `Announcement: ${item.text}` : 'New announcement'}
      className="flex flex-col gap-3"
      onSubmit={async (values) => {
        await save.mutateAsync({ ...values, name: item?.name });
        notify(item ? 'Announcement saved' : 'Announcement added', { kind: 'success' });
        if (!item) form.reset(blank(nextOrder + 1));
      }}
    >
      <div className="grid gap-3 md:grid-cols-[1fr_14rem_6rem]">
        <ConsoleText name="text" id={`sc-text-${id}`} label="Message" maxLength={200} />
        <ConsoleText name="route" id={`sc-route-${id}`} label="Opens (optional)" hint="e.g. /c/meat" />
        <ConsoleText name="display_order" id={`sc-order-${id}`} label="Order" type="number" min={0} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ConsoleCheck name="is_active" id={`sc-active-${id}`} label="Showing in the bar" />
        <div className="flex gap-2">
          {onDelete && (
            <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete announcement: ${item?.text ?? ''}`}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
          )}
          <SubmitButton busy="Saving…" size="sm">
            {item ? 'Save' : 'Add announcement'}
          </SubmitButton>
        </div>
      </div>
      <FormSummary />
    </Form>
  );
}

/** The announcement bar at the top of the shop: short messages, in order, each on or off. */
export default function AnnouncementsTab() {
  const list = useScrollContent({});
  const remove = useDeleteScrollContent();
  const [deleting, setDeleting] = useState<Item | null>(null);
  if (!list.isSuccess)
    return (
      <QueryFallback query={list} label="Loading announcements" blocks={['h-32 w-full', 'h-32 w-full']} className="flex flex-col gap-2" />
    );
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
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} remove={remove} title="Delete this announcement?">
        <p>“{deleting?.text}” leaves the announcement bar for good. To pause it, untick “Showing in the bar” instead.</p>
      </DeleteDialog>
    </div>
  );
}
