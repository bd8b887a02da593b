import { Plus, Trash2 } from 'lucide-react';
import { ZSaveStoreSettings } from '@larder/contract/admin-content';
import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { Form, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleSelect, ConsoleText, SaveBar } from '../../../ui/console-fields';
import { Card, QueryFallback } from '../../../ui/admin-ui';
import { CheckField } from '../../../ui/content-kit';
import { useSaveStoreSettings } from '../api/save-settings';
import { type StoreSettingsResult, useStoreSettings } from '../api/settings';

type S = StoreSettingsResult;

const TIME_ZONES = ['Europe/London', 'Europe/Dublin', 'UTC'];
const MONEY_KEYS = ['min_basket', 'basket_charge', 'free_delivery_over', 'point_value', 'wallet_min_topup', 'wallet_max_topup'] as const;
const FLAG_KEYS = [
  'enable_wallet',
  'enable_reward_points',
  'enable_guest_checkout',
  'enable_cod',
  'blog_comments_to_be_approved',
  'product_reviews_to_be_approved',
] as const;

/** The settings as the form holds them: money as "12.50" ("" for never), flags as booleans. */
function toForm(s: S): Record<string, unknown> {
  const f: Record<string, unknown> = { ...s };
  for (const k of MONEY_KEYS) f[k] = s[k] === null ? '' : s[k].toFixed(2);
  for (const k of FLAG_KEYS) f[k] = s[k] === 1;
  return f;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </Card>
  );
}

/** Lines of two texts each (opening hours, social links), added and removed. */
function Lines({
  name,
  title,
  note,
  cols,
  cells,
  blank,
  add,
  removeLabel,
}: {
  name: string;
  title: string;
  note: string;
  cols: string;
  cells: [key: string, label: string, id: string][];
  blank: Record<string, string>;
  add: string;
  removeLabel: string;
}) {
  const { fields, remove, append } = useFieldArray({ name });
  return (
    <Card title={title}>
      <p className="mb-3 text-sm text-muted">{note}</p>
      <ul className="flex flex-col gap-2">
        {fields.map((f, i) => (
          <li key={f.id} className={`grid items-end gap-2 ${cols}`}>
            {cells.map(([key, label, id]) => (
              <ConsoleText key={key} name={`${name}.${i}.${key}`} id={`${id}-${i}`} label={`${label} ${i + 1}`} />
            ))}
            <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`${removeLabel} ${i + 1}`}>
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => append(blank)}>
        <Plus aria-hidden="true" className="size-4" /> {add}
      </Button>
    </Card>
  );
}

function StoreForm({ settings }: { settings: S }) {
  const form = useContractForm(ZSaveStoreSettings, { defaultValues: toForm(settings) });
  const save = useSaveStoreSettings();
  const money = (k: (typeof MONEY_KEYS)[number], label: string, hint: string, disabled = false) => (
    <ConsoleText name={k} id={`st-${k}`} label={label} hint={hint} prefix="£" inputMode="decimal" disabled={disabled} />
  );
  const int = (k: string, label: string, hint: string) => (
    <ConsoleText name={k} id={`st-${k}`} label={label} hint={hint} inputMode="numeric" className="w-40" />
  );
  const flag = (k: (typeof FLAG_KEYS)[number], label: string, hint: string) => (
    <ConsoleCheck name={k} id={`st-${k}`} label={label} hint={hint} />
  );
  const freeNever = form.watch('free_delivery_over') === '';
  const zone = String(form.watch('time_zone'));

  return (
    <Form
      form={form}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        // An empty "free delivery from" means never free by basket value.
        await save.mutateAsync({ ...values, free_delivery_over: values.free_delivery_over ?? null });
        notify('Store settings saved: the shop uses them now', { kind: 'success', duration: 4000 });
      }}
    >
      <Group title="Shop">
        <ConsoleText name="store_name" id="st-store_name" label="Store name" hint="In the header, e-mails and page titles." />
        <ConsoleSelect
          name="time_zone"
          id="st-time_zone"
          label="Time zone"
          hint="Delivery days, slot cut-offs and the dates in e-mails follow it."
        >
          {[...new Set([zone, ...TIME_ZONES])].map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </ConsoleSelect>
        <ConsoleSelect
          name="currency"
          id="st-currency"
          label="Currency"
          hint="Prices and payments are in pounds sterling, the only currency offered."
        >
          <option value="GBP">GBP – pound sterling (£)</option>
        </ConsoleSelect>
        <ConsoleSelect
          name="default_country"
          id="st-default_country"
          label="Country"
          hint="Addresses and postcodes are checked for this country."
        >
          <option value="GB">United Kingdom</option>
        </ConsoleSelect>
      </Group>
      <Group title="Basket and delivery">
        {money('min_basket', 'Minimum basket', 'Baskets under this value pay the basket charge (they are not refused).')}
        {money('basket_charge', 'Basket charge', 'Added to baskets under the minimum.')}
        <div className="flex flex-col gap-2">
          {money('free_delivery_over', 'Free delivery from', 'Delivery costs nothing at or above this basket value.', freeNever)}
          <CheckField
            id="st-free-never"
            label="Never free by basket value"
            checked={freeNever}
            onChange={(v) => form.setValue('free_delivery_over', v ? '' : (settings.free_delivery_over ?? 50).toFixed(2))}
          />
        </div>
        <ConsoleSelect
          name="shipping_tax_class"
          id="st-shipping_tax_class"
          label="VAT class of delivery charges"
          hint="Delivery and basket charges include VAT at this class’s rate."
        >
          <option value="zero">Zero rated</option>
          <option value="reduced">Reduced rate</option>
          <option value="standard">Standard rate</option>
        </ConsoleSelect>
        {int('low_stock_threshold', 'Low stock at', 'Products at or below this many show in the low-stock list and on the dashboard.')}
        {int(
          'weight_margin_percent',
          'Weighed items: most above the estimate (%)',
          'A product sold by weight is never charged more than its estimate plus this; the card is authorised for it.',
        )}
      </Group>
      <Group title="Checkout">
        {flag('enable_guest_checkout', 'Guest checkout', 'Shoppers may order without making an account.')}
        {flag('enable_cod', 'Cash on delivery', 'Offered as a payment method at checkout.')}
      </Group>
      <Group title="Reward points">
        {flag('enable_reward_points', 'Reward points on', 'Customers earn points on paid orders and can spend them at checkout.')}
        <span className="hidden md:block" />
        {int('points_per_pound', 'Points per pound', 'Earned for each whole pound paid for goods.')}
        {money('point_value', 'Value of one point', 'What a point takes off at checkout.')}
        {int('max_points_share_percent', 'Most of an order paid with points (%)', 'Caps how much of one order points may pay.')}
      </Group>
      <Group title="Wallet">
        {flag('enable_wallet', 'Wallet on', 'Customers can top up a wallet and pay with it; refunds can go to it.')}
        <span className="hidden md:block" />
        {money('wallet_min_topup', 'Smallest top-up', 'The least a customer may add at once.')}
        {money('wallet_max_topup', 'Largest top-up', 'The most a customer may add at once.')}
      </Group>
      <Group title="Moderation">
        {flag(
          'blog_comments_to_be_approved',
          'Blog comments wait for approval',
          'New comments show only once approved under Content › Comments.',
        )}
        {flag('product_reviews_to_be_approved', 'Product reviews wait for approval', 'New reviews show only once approved.')}
      </Group>
      <Lines
        name="opening_hours"
        title="Opening hours"
        note="Shown on the contact page and in the footer."
        cols="sm:grid-cols-[1fr_1fr_auto]"
        cells={[
          ['days', 'Days, line', 'oh-days'],
          ['hours', 'Hours, line', 'oh-hours'],
        ]}
        blank={{ days: '', hours: '' }}
        add="Add a line"
        removeLabel="Remove opening hours line"
      />
      <Lines
        name="social"
        title="Social links"
        note="Shown in the footer and on the contact page (https:// addresses only)."
        cols="sm:grid-cols-[12rem_1fr_auto]"
        cells={[
          ['name', 'Network, link', 'so-name'],
          ['url', 'Address, link', 'so-url'],
        ]}
        blank={{ name: '', url: 'https://' }}
        add="Add a link"
        removeLabel="Remove social link"
      />
      <SaveBar className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-stone-50/95 px-4 py-3 md:-mx-6 md:px-6 lg:-mx-8 lg:px-8">
        Save store settings
      </SaveBar>
    </Form>
  );
}

/** Store settings: what each does is said under it; saving applies them at once. */
export default function StoreTab() {
  const q = useStoreSettings();
  if (!q.isSuccess) return <QueryFallback query={q} label="Loading settings" blocks={['h-40 w-full', 'h-40 w-full']} />;
  return <StoreForm settings={q.data} />;
}
