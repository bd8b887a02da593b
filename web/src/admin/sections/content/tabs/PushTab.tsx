import { BellRing } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { ConfirmDialog, fieldError, FormError, formatWhen, textareaClass } from '../../../ui/content-kit';
import { useAllRoutes } from '../api/all-routes';
import { usePushHistory } from '../api/push-history';
import { useSendPush } from '../api/send-push';

type Target = 'Product' | 'Product Category';

/** A marketing notification to every device that accepted them; a tap opens a product or a category. */
export default function PushTab() {
  const history = usePushHistory({});
  const routes = useAllRoutes().data ?? [];
  const send = useSendPush();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [target, setTarget] = useState<Target>('Product Category');
  const [route, setRoute] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [local, setLocal] = useState<Record<string, string>>({});
  const categories = routes.filter((r) => r.type === 'category').map((r) => ({ route: r.route.replace(/^\/c\//, ''), title: r.title }));
  const left = history.data ? Math.max(0, history.data.limit_per_hour - history.data.sent_last_hour) : null;

  const check = (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!title.trim()) errs.title = 'Write a short title';
    if (!body.trim()) errs.body = 'Write the message';
    if (!route.trim()) errs.route = target === 'Product' ? 'Give the product’s address, e.g. lamb-chops' : 'Choose a category';
    setLocal(errs);
    send.reset();
    if (!Object.keys(errs).length) setConfirming(true);
  };
  const go = () =>
    send.mutate(
      { title: title.trim(), body: body.trim(), target_type: target, route: route.trim() },
      {
        onSuccess: (r) => {
          notify(r.message, { kind: 'success', duration: 5000 });
          setConfirming(false);
          setTitle('');
          setBody('');
          setRoute('');
        },
        onError: () => {
          setConfirming(false);
          void history.refetch();
        },
      },
    );
  const err = (f: string) => local[f] ?? fieldError(send.error, f);

  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_28rem]">
      <Card title="Send a push notification">
        <form onSubmit={check} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-muted">
            Goes to every phone and browser that accepted notifications from Larder. Tapping it opens the product or category you choose. To
            keep customers happy, at most {history.data?.limit_per_hour ?? 3} go out per hour{left !== null ? ` (${left} left now)` : ''}.
          </p>
          <Field label="Title" htmlFor="push-title" error={err('title')} hint={`${title.length}/60`}>
            <input
              id="push-title"
              value={title}
              maxLength={60}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={Boolean(err('title'))}
              className={inputClass}
            />
          </Field>
          <Field label="Message" htmlFor="push-body" error={err('body')} hint={`${body.length}/200`}>
            <textarea
              id="push-body"
              value={body}
              maxLength={200}
              onChange={(e) => setBody(e.target.value)}
              aria-invalid={Boolean(err('body'))}
              className={textareaClass}
            />
          </Field>
          <fieldset>
            <legend className="text-sm font-medium">Opens</legend>
            <div className="mt-1 flex flex-wrap gap-4 text-sm">
              {(['Product Category', 'Product'] as const).map((t) => (
                <label key={t} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="push-target"
                    checked={target === t}
                    onChange={() => {
                      setTarget(t);
                      setRoute('');
                    }}
                    className="size-4 accent-brand-600"
                  />
                  {t === 'Product' ? 'A product' : 'A category'}
                </label>
              ))}
            </div>
          </fieldset>
          {target === 'Product Category' ? (
            <Field label="Category" htmlFor="push-route" error={err('route')}>
              <select
                id="push-route"
                value={route}
                onChange={(e) => setRoute(e.target.value)}
                aria-invalid={Boolean(err('route'))}
                className={inputClass}
              >
                <option value="">Choose a category</option>
                {categories.map((c) => (
                  <option key={c.route} value={c.route}>
                    {c.title} ({c.route})
                  </option>
                ))}
              </select>
            </Field>
          ) : (
            <Field
              label="Product address"
              htmlFor="push-route"
              error={err('route')}
              hint="The end of the product’s link: for /pr/lamb-chops write lamb-chops."
            >
              <input
                id="push-route"
                value={route}
                onChange={(e) => setRoute(e.target.value)}
                aria-invalid={Boolean(err('route'))}
                className={inputClass}
              />
            </Field>
          )}
          {send.error && !fieldError(send.error, 'route') ? <FormError error={send.error} /> : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={left === 0}>
              <BellRing aria-hidden="true" className="size-4" /> Send…
            </Button>
          </div>
        </form>
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
        onConfirm={go}
      >
        <p>
          “<strong>{title}</strong>”: {body}
        </p>
        <p className="mt-2 text-muted">This cannot be taken back once it is sent.</p>
      </ConfirmDialog>
    </div>
  );
}
