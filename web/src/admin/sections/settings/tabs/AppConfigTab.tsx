import { ZSaveAppConfig } from '@larder/contract/admin-content';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { Form, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleText, SaveBar } from '../../../ui/console-fields';
import { Card, Field, inputClass, QueryFallback } from '../../../ui/admin-ui';
import { CheckField } from '../../../ui/content-kit';
import { type AppConfigResult, useAppConfig } from '../api/app-config';
import { useSaveAppConfig } from '../api/save-app-config';

function ConfigForm({ config }: { config: AppConfigResult }) {
  const save = useSaveAppConfig();
  const form = useContractForm(ZSaveAppConfig, {
    defaultValues: {
      app_version: { ...config.app_version, show_popup: config.app_version.show_popup === 1, force: config.app_version.force === 1 },
      logrocket: { enabled: config.logrocket.enabled === 1, id: config.logrocket.id },
      footer: config.footer === 1,
      category_list: config.category_list,
    },
    words: {
      'app_version.version': {
        required: 'Please enter the latest version, e.g. 2.1.0',
        invalid_format: 'Write the version as three numbers, e.g. 2.1.0',
      },
    },
  });
  const cats = form.watch('category_list') as string[];
  const catsError = form.formState.errors.category_list?.message;
  const [allCats, setAllCats] = useState(false);
  const choices = config.category_choices.filter((c) => allCats || !c.route.includes('/') || cats.includes(c.route));
  // A selected route the shop no longer has is listed too, so it can be unticked.
  const missing = cats.filter((r) => !config.category_choices.some((c) => c.route === r));
  const toggle = (route: string, on: boolean) =>
    form.setValue('category_list', on ? [...cats, route] : cats.filter((r) => r !== route), { shouldDirty: true });
  const copy = () =>
    void navigator.clipboard
      ?.writeText(config.push_key)
      .then(() => notify('Push key copied', { kind: 'success' }))
      .catch(() => notify('Select the key and copy it', { kind: 'error' }));

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notify('App config saved: open apps have it now', { kind: 'success', duration: 4000 });
      }}
    >
      <p className="text-sm text-muted">
        The live config every open app and browser reads from <code>/api/app-config</code>; a save reaches them within seconds, without a
        new release.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="App version prompt">
          <div className="flex flex-col gap-4">
            <ConsoleText
              name="app_version.version"
              id="ac-version"
              label="Latest version"
              hint="e.g. 2.1.0. Apps older than this can be asked to update."
              className="w-40"
            />
            <ConsoleCheck
              name="app_version.show_popup"
              id="ac-popup"
              label="Ask older apps to update"
              hint="Shows an “update available” prompt."
            />
            <ConsoleCheck
              name="app_version.force"
              id="ac-force"
              label="Require the update"
              hint="The prompt cannot be dismissed: use for breaking changes only."
            />
          </div>
        </Card>
        <Card title="Session recording (LogRocket)">
          <div className="flex flex-col gap-4">
            <ConsoleCheck
              name="logrocket.enabled"
              id="ac-lr"
              label="Record sessions"
              hint="Helps to see what went wrong for a customer; tell customers in the privacy policy."
            />
            <ConsoleText name="logrocket.id" id="ac-lr-id" label="LogRocket app id" hint="e.g. abc123/larder" />
          </div>
        </Card>
        <Card title="Layout">
          <ConsoleCheck
            name="footer"
            id="ac-footer"
            label="Show the footer"
            hint="The links and shop details at the bottom of the app’s pages."
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
          {catsError && (
            <p role="alert" className="mb-2 text-sm font-medium text-red-700">
              {catsError}
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
      <SaveBar>Save app config</SaveBar>
    </Form>
  );
}

/** The live app config: version prompt, LogRocket, footer, categories, and the (read-only) push key. */
export default function AppConfigTab() {
  const q = useAppConfig();
  if (!q.isSuccess) return <QueryFallback query={q} />;
  return <ConfigForm key={JSON.stringify(q.data)} config={q.data} />;
}
