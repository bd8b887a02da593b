import { adminContentCalls } from '@larder/contract/admin-content';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Form, FormSummary, useContractForm } from '../../../../shared/forms';
import { ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
import { Card } from '../../../ui/admin-ui';
import { ConfirmDialog, formatWhen } from '../../../ui/content-kit';
import { CategorySelect } from '../components/CategorySelect';
import { usePushHistory } from '../api/push-history';
import { useSendPush } from '../api/send-push';

const schema = adminContentCalls.admin_send_push.payload;
const TARGETS = ['Product Category', 'Product'] as const;

/** A marketing notification to every device that accepted them; a tap opens a product or a category. */
export default function PushTab() {
  const history = usePushHistory({});
  const send = useSendPush();
  const [confirming, setConfirming] = useState(false);
  // The route's message depends on what it opens.
  const [target, setTarget] = useState<(typeof TARGETS)[number]>('Product Category');
  const form = useContractForm(schema, {
    defaultValues: { title: '', body: '', target_type: 'Product Category', route: '' },
    words: {
      title: { required: 'Write a short title' },
      body: { required: 'Write the message' },
      route: { required: target === 'Product' ? 'Give the product’s address, e.g. lamb-chops' : 'Choose a category' },
    },
  });
  const [title, body] = form.watch(['title', 'body']);
  const left = history.data ? Math.max(0, history.data.limit_per_hour - history.data.sent_last_hour) : null;

  // Sending checks the form again, so the server's refusals land on its fields.
  const go = form.submitWith(async (v) => {
    try {
      const r = await send.mutateAsync(v);
      notify(r.message, { kind: 'success', duration: 5000 });
      form.reset({ title: '', body: '', target_type: v.target_type, route: '' });
    } catch (err) {
      void history.refetch();
      throw err;
    } finally {
      setConfirming(false);
    }
  });

  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_28rem]">
      <Card title="Send a push notification">
        <Form form={form} onSubmit={() => Promise.resolve(setConfirming(true))} className="flex flex-col gap-4">
          <p className="text-sm text-muted">
            Goes to every phone and browser that accepted notifications from Larder. Tapping it opens the product or category you choose. To
            keep customers happy, at most {history.data?.limit_per_hour ?? 3} go out per hour{left !== null ? ` (${left} left now)` : ''}.
          </p>
          <ConsoleText name="title" label="Title" id="push-title" hint={`${title.length}/60`} maxLength={60} />
          <ConsoleTextArea name="body" label="Message" id="push-body" hint={`${body.length}/200`} maxLength={200} />
          <fieldset>
            <legend className="text-sm font-medium">Opens</legend>
            <div className="mt-1 flex flex-wrap gap-4 text-sm">
              {TARGETS.map((t) => (
                <label key={t} className="flex items-center gap-2">
                  <input
                    type="radio"
                    value={t}
                    {...form.register('target_type', {
                      onChange: () => {
                        setTarget(t);
                        form.setValue('route', '');
                      },
                    })}
                    className="size-4 accent-brand-600"
                  />
                  {t === 'Product' ? 'A product' : 'A category'}
                </label>
              ))}
            </div>
          </fieldset>
          {target === 'Product Category' ? (
            <CategorySelect name="route" id="push-route" />
          ) : (
            <ConsoleText
              name="route"
              label="Product address"
              id="push-route"
              hint="The end of the product’s link: for /pr/lamb-chops write lamb-chops."
            />
          )}
          <FormSummary />
          <div className="flex justify-end">
            <Button type="submit" disabled={left === 0}>
              <BellRing aria-hidden="true" className="size-4" /> Send…
            </Button>
          </div>
        </Form>
      </Card>
      <Card title="Sent recently">
        {history.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.data.campaigns.length === 0 ? (
          <p className="text-sm text-muted">No pushes sent yet.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line text-sm">
            {history.data.campaigns.map((c) => (
              <li key={c.name} className="py-2">
                <p className="font-semibold">{c.title}</p>
                <p className="break-words">{c.body}</p>
                <p className="text-xs text-muted">
                  {formatWhen(c.created)} · {c.target_type === 'Product' ? `/pr/${c.route}` : `/cl/${c.route}`} · {c.sent} delivered
                  {c.failed ? `, ${c.failed} failed` : ''} · {c.sent_by}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send to every device?"
        confirmLabel="Send now"
        pending={send.isPending}
        onConfirm={() => void go()}
      >
        <p>
          “<strong>{title}</strong>”: {body}
        </p>
        <p className="mt-2 text-muted">This cannot be taken back once it is sent.</p>
      </ConfirmDialog>
    </div>
  );
}
