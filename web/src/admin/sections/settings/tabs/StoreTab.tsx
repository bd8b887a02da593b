import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass } from '../../../ui/admin-ui';
import { CheckField, fieldError, FormError, selectClass } from '../../../ui/content-kit';
import { useSaveStoreSettings } from '../api/save-settings';
import { type StoreSettingsResult, useStoreSettings } from '../api/settings';

type S = StoreSettingsResult;
type Form = {
  [K in keyof S]: S[K] extends 0 | 1 ? boolean : S[K] extends number | null ? string : S[K];
};

const TIME_ZONES = ['Europe/London', 'Europe/Dublin', 'UTC'];
const MONEY_KEYS = ['min_basket', 'basket_charge', 'free_delivery_over', 'point_value', 'wallet_min_topup', 'wallet_max_topup'] as const;
const INT_KEYS = ['points_per_pound', 'max_points_share_percent', 'low_stock_threshold', 'weight_margin_percent'] as const;
const FLAG_KEYS = [
  'enable_wallet',
  'enable_reward_points',
  'enable_guest_checkout',
  'enable_cod',
  'blog_comments_to_be_approved',
  'product_reviews_to_be_approved',
] as const;

function toForm(s: S): Form {
  const f = { ...s } as unknown as Record<string, unknown>;
  for (const k of MONEY_KEYS) f[k] = s[k] === null ? '' : s[k].toFixed(2);
  for (const k of INT_KEYS) f[k] = String(s[k]);
  for (const k of FLAG_KEYS) f[k] = s[k] === 1;
  return f as unknown as Form;
}

function MoneyInput({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <div className="relative w-40">
      <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted">
        £
      </span>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        className={`${inputClass} w-full pl-7`}
      />
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </Card>
  );
}

function StoreForm({ settings }: { settings: S }) {
  const [f, setF] = useState<Form>(() => toForm(settings));
  const save = useSaveStoreSettings();
  const err = save.error;
  const e = (k: string) => fieldError(err, k);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setF((x) => ({ ...x, [k]: v }));
  const money = (k: (typeof MONEY_KEYS)[number], label: string, hint: string, disabled = false) => (
    <Field label={label} htmlFor={`st-${k}`} error={e(k)} hint={hint}>
      <MoneyInput id={`st-${k}`} value={f[k]} onChange={(v) => set(k, v)} error={e(k)} disabled={disabled} />
    </Field>
  );
  const int = (k: (typeof INT_KEYS)[number], label: string, hint: string) => (
    <Field label={label} htmlFor={`st-${k}`} error={e(k)} hint={hint}>
      <input
        id={`st-${k}`}
        inputMode="numeric"
        value={f[k]}
        onChange={(ev) => set(k, ev.target.value)}
        aria-invalid={Boolean(e(k))}
        className={`${inputClass} w-40`}
      />
    </Field>
  );
  const flag = (k: (typeof FLAG_KEYS)[number], label: string, hint: string) => (
    <CheckField id={`st-${k}`} label={label} hint={hint} checked={f[k]} onChange={(v) => set(k, v)} />
  );
  const freeNever = f.free_delivery_over === '';

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const payload: Record<string, unknown> = {
      store_name: f.store_name,
      currency: f.currency,
      default_country: f.default_country,
      time_zone: f.time_zone,
      shipping_tax_class: f.shipping_tax_class,
      opening_hours: f.opening_hours,
      social: f.social,
    };
    for (const k of MONEY_KEYS) payload[k] = f[k].trim();
    payload.free_delivery_over = freeNever ? null : f.free_delivery_over.trim();
    for (const k of INT_KEYS) payload[k] = f[k].trim();
    for (const k of FLAG_KEYS) payload[k] = f[k] ? 1 : 0;
    save.mutate(payload, { onSuccess: () => notify('Store settings saved: the shop uses them now', { kind: 'success', duration: 4000 }) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Group title="Shop">
        <Field label="Store name" htmlFor="st-store_name" error={e('store_name')} hint="In the header, e-mails and page titles.">
          <input
            id="st-store_name"
            value={f.store_name}
            onChange={(ev) => set('store_name', ev.target.value)}
            aria-invalid={Boolean(e('store_name'))}
            className={inputClass}
          />
        </Field>
        <Field
          label="Time zone"
          htmlFor="st-time_zone"
          error={e('time_zone')}
          hint="Delivery days, slot cut-offs and the dates in e-mails follow it."
        >
          <select id="st-time_zone" value={f.time_zone} onChange={(ev) => set('time_zone', ev.target.value)} className={selectClass}>
            {[...new Set([f.time_zone, ...TIME_ZONES])].map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Currency"
          htmlFor="st-currency"
          error={e('currency')}
          hint="Prices and payments are in pounds sterling, the only currency offered."
        >
          <select id="st-currency" value={f.currency} onChange={(ev) => set('currency', ev.target.value)} className={selectClass}>
            <option value="GBP">GBP – pound sterling (£)</option>
          </select>
        </Field>
        <Field
          label="Country"
          htmlFor="st-default_country"
          error={e('default_country')}
          hint="Addresses and postcodes are checked for this country."
        >
          <select
            id="st-default_country"
            value={f.default_country}
            onChange={(ev) => set('default_country', ev.target.value)}
            className={selectClass}
          >
            <option value="GB">United Kingdom</option>
          </select>
        </Field>
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
            onChange={(v) => set('free_delivery_over', v ? '' : (settings.free_delivery_over ?? 50).toFixed(2))}
          />
        </div>
        <Field
          label="VAT class of delivery charges"
          htmlFor="st-shipping_tax_class"
          error={e('shipping_tax_class')}
          hint="Delivery and basket charges include VAT at this class’s rate."
        >
          <select
            id="st-shipping_tax_class"
            value={f.shipping_tax_class}
            onChange={(ev) => set('shipping_tax_class', ev.target.value)}
            className={selectClass}
          >
            <option value="zero">Zero rated</option>
            <option value="reduced">Reduced rate</option>
            <option value="standard">Standard rate</option>
          </select>
        </Field>
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
      <Card title="Opening hours">
        <p className="mb-3 text-sm text-muted">Shown on the contact page and in the footer.</p>
        <ul className="flex flex-col gap-2">
          {f.opening_hours.map((h, i) => (
            <li key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <Field label={`Days, line ${i + 1}`} htmlFor={`oh-days-${i}`} error={e(`opening_hours.${i}.days`)}>
                <input
                  id={`oh-days-${i}`}
                  value={h.days}
                  onChange={(ev) =>
                    set(
                      'opening_hours',
                      f.opening_hours.map((x, j) => (j === i ? { ...x, days: ev.target.value } : x)),
                    )
                  }
                  className={inputClass}
                />
              </Field>
              <Field label={`Hours, line ${i + 1}`} htmlFor={`oh-hours-${i}`} error={e(`opening_hours.${i}.hours`)}>
                <input
                  id={`oh-hours-${i}`}
                  value={h.hours}
                  onChange={(ev) =>
                    set(
                      'opening_hours',
                      f.opening_hours.map((x, j) => (j === i ? { ...x, hours: ev.target.value } : x)),
                    )
                  }
                  className={inputClass}
                />
              </Field>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  set(
                    'opening_hours',
                    f.opening_hours.filter((_, j) => j !== i),
                  )
                }
                aria-label={`Remove opening hours line ${i + 1}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => set('opening_hours', [...f.opening_hours, { days: '', hours: '' }])}
        >
          <Plus aria-hidden="true" className="size-4" /> Add a line
        </Button>
      </Card>
      <Card title="Social links">
        <p className="mb-3 text-sm text-muted">Shown in the footer and on the contact page (https:// addresses only).</p>
        <ul className="flex flex-col gap-2">
          {f.social.map((s, i) => (
            <li key={i} className="grid items-end gap-2 sm:grid-cols-[12rem_1fr_auto]">
              <Field label={`Network, link ${i + 1}`} htmlFor={`so-name-${i}`} error={e(`social.${i}.name`)}>
                <input
                  id={`so-name-${i}`}
                  value={s.name}
                  onChange={(ev) =>
                    set(
                      'social',
                      f.social.map((x, j) => (j === i ? { ...x, name: ev.target.value } : x)),
                    )
                  }
                  className={inputClass}
                />
              </Field>
              <Field label={`Address, link ${i + 1}`} htmlFor={`so-url-${i}`} error={e(`social.${i}.url`)}>
                <input
                  id={`so-url-${i}`}
                  value={s.url}
                  onChange={(ev) =>
                    set(
                      'social',
                      f.social.map((x, j) => (j === i ? { ...x, url: ev.target.value } : x)),
                    )
                  }
                  aria-invalid={Boolean(e(`social.${i}.url`))}
                  className={inputClass}
                />
              </Field>
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  set(
                    'social',
                    f.social.filter((_, j) => j !== i),
                  )
                }
                aria-label={`Remove social link ${i + 1}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => set('social', [...f.social, { name: '', url: 'https://' }])}>
          <Plus aria-hidden="true" className="size-4" /> Add a link
        </Button>
      </Card>
      <FormError error={err} />
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-stone-50/95 px-4 py-3 md:-mx-6 md:px-6 lg:-mx-8 lg:px-8">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save store settings'}
        </Button>
      </div>
    </form>
  );
}

/** Store settings: what each does is said under it; saving applies them at once. */
export default function StoreTab() {
  const q = useStoreSettings();
  if (q.isPending)
    return (
      <div aria-busy="true" aria-label="Loading settings" className="flex flex-col gap-3">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return <StoreForm settings={q.data} />;
}
