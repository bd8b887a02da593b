import { type ZSaveMenuItem, ZSaveMenuItems } from '@larder/contract/admin-content';
import { SWITCHED_MENU_ROUTES } from '@larder/contract/settings';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { type FieldWords, Form, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleSelect, ConsoleText, SaveBar } from '../../../ui/console-fields';
import { Card, QueryFallback } from '../../../ui/admin-ui';
import { SortableList } from '../../../ui/content-sortable';
import { type MenuResult, useMenu } from '../api/menu';
import { useSaveMenu } from '../api/save-menu';

const MAX_ITEMS = 20;
const ZMenuForm = z.object({ items: ZSaveMenuItems });
/** The contract's items, but with the icon as the menu has it: one the shop no longer offers is refused on save. */
type MenuValues = { items: (Omit<z.input<typeof ZSaveMenuItem>, 'icon'> & { icon: string })[] };

/** Items shown exactly while the shop runs their feature (decision 015): switched on the Store tab, not here. */
const FOLLOWS: Record<string, string> = { enable_wallet: 'the wallet', enable_reward_points: 'reward points' };
const followsSwitch = (route: string) => {
  const k = SWITCHED_MENU_ROUTES[route.trim() as keyof typeof SWITCHED_MENU_ROUTES] as string | undefined;
  return k ? FOLLOWS[k] : undefined;
};

const ITEM_WORDS: Record<string, FieldWords> = {
  title: { required: 'Give the item a title', too_big: 'Keep the title to 40 characters' },
  route: { required: 'Say which page the item opens', invalid: 'Enter a page of the shop starting with /, such as /c/meat' },
};
/** The same words for every item's fields ("items.3.title"), and the list's own. */
const words: Record<string, FieldWords> = {
  items: { too_small: 'Keep at least one item in the menu' },
  ...Object.fromEntries(
    Array.from({ length: MAX_ITEMS }, (_, i) => i).flatMap((i) =>
      Object.entries(ITEM_WORDS).map(([k, w]) => [`items.${i}.${k}`, w] as const),
    ),
  ),
};

function MenuForm({ menu }: { menu: MenuResult }) {
  const save = useSaveMenu();
  const form = useContractForm<MenuValues, z.output<typeof ZMenuForm>>(ZMenuForm, {
    defaultValues: { items: menu.items.map((m) => ({ ...m, enable: m.enable === 1 })) },
    words,
  });
  const { fields, move, remove, append } = useFieldArray({ control: form.control, name: 'items' });
  const items = form.watch('items');
  const titleOf = (i: number) => items[i]?.title || 'item';
  const listError = form.formState.errors.items?.root?.message ?? form.formState.errors.items?.message;
  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notify('Menu saved: the app’s menu shows it now', { kind: 'success' });
      }}
    >
      <p className="text-sm text-muted">
        The items of the mobile menu (the side menu of the app and the small-screen website), top to bottom. Drag or use the arrows to
        reorder; untick to hide an item.
      </p>
      <Card title={`Menu items (${fields.length})`}>
        <SortableList
          label="Menu items"
          items={fields}
          getKey={(f) => f.id}
          getLabel={(f) => titleOf(fields.indexOf(f))}
          onMove={move}
          renderItem={(f, i) => {
            const shownWith = followsSwitch(items[i]?.route ?? '');
            return (
              <div className="grid items-start gap-2 pr-1 sm:grid-cols-[1fr_1fr_9rem] lg:grid-cols-[1fr_1fr_9rem_7.5rem_auto]">
                <ConsoleText name={`items.${i}.title`} id={`mi-title-${f.id}`} label="Title" />
                <ConsoleText name={`items.${i}.route`} id={`mi-route-${f.id}`} label="Opens" />
                <ConsoleSelect name={`items.${i}.icon`} id={`mi-icon-${f.id}`} label="Icon">
                  {[...new Set([items[i]?.icon ?? '', ...menu.icons])].map((ic) => (
                    <option key={ic} value={ic}>
                      {ic}
                    </option>
                  ))}
                </ConsoleSelect>
                <div className="lg:mt-7">
                  {shownWith ? (
                    <p className="text-xs text-muted">Shown with {shownWith} (Store tab)</p>
                  ) : (
                    <ConsoleCheck name={`items.${i}.enable`} id={`mi-on-${f.id}`} label="Shown" />
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start lg:mt-6"
                  onClick={() => remove(i)}
                  aria-label={`Remove ${titleOf(i)}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            );
          }}
        />
        {listError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {listError}
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          disabled={fields.length >= MAX_ITEMS}
          onClick={() => append({ title: '', route: '/', icon: menu.icons[0] ?? 'home', enable: true })}
        >
          <Plus aria-hidden="true" className="size-4" /> Add an item
        </Button>
      </Card>
      <SaveBar>Save menu</SaveBar>
    </Form>
  );
}

/** The mobile menu's items: title, link, icon, shown or not, in order. */
export default function MenuTab() {
  const q = useMenu();
  if (!q.isSuccess) return <QueryFallback query={q} />;
  return <MenuForm key={JSON.stringify(q.data)} menu={q.data} />;
}
