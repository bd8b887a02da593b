import { SWITCHED_MENU_ROUTES } from '@larder/contract/settings';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass, QueryFallback } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError, selectClass } from '../../../ui/content-kit';
import { moveItem, SortableList } from '../../../ui/content-sortable';
import { type MenuResult, useMenu } from '../api/menu';
import { useSaveMenu } from '../api/save-menu';

interface Item {
  key: string;
  title: string;
  route: string;
  icon: string;
  enable: boolean;
}
let seq = 0;
const key = () => `m${(seq++).toString(36)}`;

/** Items shown exactly while the shop runs their feature (decision 015): switched on the Store tab, not here. */
const FOLLOWS: Record<string, string> = { enable_wallet: 'the wallet', enable_reward_points: 'reward points' };
const followsSwitch = (route: string) => {
  const k = SWITCHED_MENU_ROUTES[route.trim() as keyof typeof SWITCHED_MENU_ROUTES] as string | undefined;
  return k ? FOLLOWS[k] : undefined;
};

function MenuForm({ menu }: { menu: MenuResult }) {
  const save = useSaveMenu();
  const [items, setItems] = useState<Item[]>(() =>
    menu.items.map((m) => ({ key: key(), title: m.title, route: m.route, icon: m.icon, enable: m.enable === 1 })),
  );
  const err = save.error;
  const set = (i: number, patch: Partial<Item>) => setItems((l) => l.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { items: items.map((m) => ({ title: m.title, route: m.route.trim(), icon: m.icon, enable: m.enable ? 1 : 0 })) },
      { onSuccess: () => notify('Menu saved: the app’s menu shows it now', { kind: 'success' }) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        The items of the mobile menu (the side menu of the app and the small-screen website), top to bottom. Drag or use the arrows to
        reorder; untick to hide an item.
      </p>
      <Card title={`Menu items (${items.length})`}>
        <SortableList
          label="Menu items"
          items={items}
          getKey={(m) => m.key}
          getLabel={(m) => m.title || 'item'}
          onMove={(from, to) => setItems((l) => moveItem(l, from, to))}
          renderItem={(m, i) => (
            <div className="grid items-start gap-2 pr-1 sm:grid-cols-[1fr_1fr_9rem] lg:grid-cols-[1fr_1fr_9rem_7.5rem_auto]">
              <Field label="Title" htmlFor={`mi-title-${m.key}`} error={fieldError(err, `items.${i}.title`)}>
                <input
                  id={`mi-title-${m.key}`}
                  value={m.title}
                  onChange={(e) => set(i, { title: e.target.value })}
                  aria-invalid={Boolean(fieldError(err, `items.${i}.title`))}
                  className={inputClass}
                />
              </Field>
              <Field label="Opens" htmlFor={`mi-route-${m.key}`} error={fieldError(err, `items.${i}.route`)}>
                <input
                  id={`mi-route-${m.key}`}
                  value={m.route}
                  onChange={(e) => set(i, { route: e.target.value })}
                  aria-invalid={Boolean(fieldError(err, `items.${i}.route`))}
                  className={inputClass}
                />
              </Field>
              <Field label="Icon" htmlFor={`mi-icon-${m.key}`} error={fieldError(err, `items.${i}.icon`)}>
                <select id={`mi-icon-${m.key}`} value={m.icon} onChange={(e) => set(i, { icon: e.target.value })} className={selectClass}>
                  {[...new Set([m.icon, ...menu.icons])].map((ic) => (
                    <option key={ic} value={ic}>
                      {ic}
                    </option>
                  ))}
                </select>
              </Field>
              <div className="lg:mt-7">
                {followsSwitch(m.route) ? (
                  <p className="text-xs text-muted">Shown with {followsSwitch(m.route)} (Store tab)</p>
                ) : (
                  <CheckField id={`mi-on-${m.key}`} label="Shown" checked={m.enable} onChange={(v) => set(i, { enable: v })} />
                )}
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="self-start lg:mt-6"
                onClick={() => setItems((l) => l.filter((_, j) => j !== i))}
                aria-label={`Remove ${m.title || 'item'}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </div>
          )}
        />
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={items.length >= 20}
          onClick={() => setItems((l) => [...l, { key: key(), title: '', route: '/', icon: menu.icons[0] ?? 'home', enable: true }])}
        >
          <Plus aria-hidden="true" className="size-4" /> Add an item
        </Button>
      </Card>
      <FormError error={err} />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save menu'}
        </Button>
      </div>
    </form>
  );
}

/** The mobile menu's items: title, link, icon, shown or not, in order. */
export default function MenuTab() {
  const q = useMenu();
  if (!q.isSuccess) return <QueryFallback query={q} />;
  return <MenuForm key={JSON.stringify(q.data)} menu={q.data} />;
}
