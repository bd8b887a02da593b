import { Copy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError } from '../../../ui/content-kit';
import { type AppConfigResult, useAppConfig } from '../api/app-config';
import { useSaveAppConfig } from '../api/save-app-config';

function ConfigForm({ config }: { config: AppConfigResult }) {
  const save = useSaveAppConfig();
  const [version, setVersion] = useState(config.app_version.version);
  const [popup, setPopup] = useState(config.app_version.show_popup === 1);
  const [force, setForce] = useState(config.app_version.force === 1);
  const [lrOn, setLrOn] = useState(config.logrocket.enabled === 1);
  const [lrId, setLrId] = useState(config.logrocket.id);
  const [footer, setFooter] = useState(config.footer === 1);
  const [cats, setCats] = useState<string[]>(config.category_list);
  const [allCats, setAllCats] = useState(false);
  const err = save.error;
  const choices = config.category_choices.filter((c) => allCats || !c.route.includes('/') || cats.includes(c.route));
  // A selected route the shop no longer has is listed too, so it can be unticked.
  const missing = cats.filter((r) => !config.category_choices.some((c) => c.route === r));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        app_version: { version: version.trim(), show_popup: popup ? 1 : 0, force: force ? 1 : 0 },
        logrocket: { enabled: lrOn ? 1 : 0, id: lrId.trim() },
        footer: footer ? 1 : 0,
        category_list: cats,
      },
      { onSuccess: () => notify('App config saved: open apps have it now', { kind: 'success', duration: 4000 }) },
    );
  };
  const toggle = (route: string, on: boolean) => setCats((c) => (on ? [...c, route] : c.filter((r) => r !== route)));
  const copy = () =>
    void navigator.clipboard
      ?.writeText(config.push_key)
      .then(() => notify('Push key copied', { kind: 'success' }))
      .catch(() => notify('Select the key and copy it', { kind: 'error' }));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        The live config every open app and browser reads from <code>/api/app-config</code>; a save reaches them within seconds, without a
        new release.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="App version prompt">
          <div className="flex flex-col gap-4">
            <Field
              label="Latest version"
              htmlFor="ac-version"
              error={fieldError(err, 'app_version.version')}
              hint="e.g. 2.1.0. Apps older than this can be asked to update."
            >
              <input
                id="ac-version"
                value={version}
                onChange={(e) => setVersion(e.target.value)}
                aria-invalid={Boolean(fieldError(err, 'app_version.version'))}
                className={`${inputClass} w-40`}
              />
            </Field>
            <CheckField
              id="ac-popup"
              label="Ask older apps to update"
              hint="Shows an “update available” prompt."
              checked={popup}
              onChange={setPopup}
            />
            <CheckField
              id="ac-force"
              label="Require the update"
              hint="The prompt cannot be dismissed: use for breaking changes only."
              checked={force}
              onChange={setForce}
            />
          </div>
        </Card>
        <Card title="Session recording (LogRocket)">
          <div className="flex flex-col gap-4">
            <CheckField
              id="ac-lr"
              label="Record sessions"
              hint="Helps to see what went wrong for a customer; tell customers in the privacy policy."
              checked={lrOn}
              onChange={setLrOn}
            />
            <Field
              label="LogRocket app id"
              htmlFor="ac-lr-id"
              error={fieldError(err, 'logrocket.id') ?? fieldError(err, 'logrocket')}
              hint="e.g. abc123/larder"
            >
              <input
                id="ac-lr-id"
                value={lrId}
                onChange={(e) => setLrId(e.target.value)}
                aria-invalid={Boolean(fieldError(err, 'logrocket'))}
                className={inputClass}
              />
            </Field>
          </div>
        </Card>
        <Card title="Layout">
          <CheckField
            id="ac-footer"
            label="Show the footer"
            hint="The links and shop details at the bottom of the app’s pages."
            checked={footer}
            onChange={setFooter}
          />
        </Card>
        <Card title="Push key">
          <Field
            label="Web Push public key (read-only)"
            htmlFor="ac-push"
            hint="Apps subscribe to notifications with it. It is made by the server and cannot be changed here."
          >
            <div className="flex gap-2">
              <input id="ac-push" readOnly value={config.push_key} className={`${inputClass} min-w-0 flex-1 font-mono text-xs`} />
              <Button variant="secondary" size="sm" className="h-10" onClick={copy} aria-label="Copy the push key">
                <Copy aria-hidden="true" className="size-4" />
              </Button>
            </div>
          </Field>
        </Card>
      </div>
      <Card title="Categories the app keeps ready">
        <fieldset>
          <legend className="mb-2 text-sm text-muted">Their lists load in advance in the app, in this order ({cats.length} chosen).</legend>
          {fieldError(err, 'category_list') && (
            <p role="alert" className="mb-2 text-sm font-medium text-red-700">
              {fieldError(err, 'category_list')}
            </p>
          )}
          <ul className="grid max-h-80 gap-1 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
            {missing.map((r) => (
              <li key={r}>
                <CheckField id={`ac-cat-${r}`} label={`${r} (no longer in the shop)`} checked onChange={(v) => toggle(r, v)} />
              </li>
            ))}
            {choices.map((c) => (
              <li key={c.route} style={{ paddingLeft: `${(c.route.split('/').length - 1) * 1}rem` }}>
                <CheckField
                  id={`ac-cat-${c.route}`}
                  label={c.name}
                  hint={c.route}
                  checked={cats.includes(c.route)}
                  onChange={(v) => toggle(c.route, v)}
                />
              </li>
            ))}
          </ul>
          <div className="mt-2">
            <CheckField id="ac-cat-all" label="Show sub-categories too" checked={allCats} onChange={setAllCats} />
          </div>
        </fieldset>
      </Card>
      <FormError error={err} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save app config'}
        </Button>
      </div>
    </form>
  );
}

/** The live app config: version prompt, LogRocket, footer, categories, and the (read-only) push key. */
export default function AppConfigTab() {
  const q = useAppConfig();
  if (q.isPending) return <Skeleton className="h-96 w-full" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return <ConfigForm key={JSON.stringify(q.data)} config={q.data} />;
}
