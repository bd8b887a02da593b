import type { TDiscountRuleType } from '@larder/contract/admin-delivery';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatPrice } from '../../../../lib/money';
import { Button } from '../../../../ui/button';
import { ErrorState } from '../../../../ui/states';
import { Skeleton } from '../../../../ui/skeleton';
import { notify } from '../../../../ui/toast';
import { Card, Field, inputClass, PageHeader } from '../../../ui/admin-ui';
import { describeDiscount, RULE_TYPES } from '../../../ui/delivery-discount-words';
import { CheckField, ConfirmDialog, fieldError, FormError, numberOrUndefined } from '../../../ui/delivery-kit';
import { formatDateTime, shopDate } from '../../../ui/orders-format';
import { useDeleteDiscount } from '../api/delete-discount';
import { type TDiscountDetail, useDiscountDetail } from '../api/discount-detail';
import { type TSaveDiscountInput, useSaveDiscount } from '../api/save-discount';
import { useMethods } from '../api/shipping-methods';
import { type PickedProduct, ProductPicker } from './ProductPicker';
import { DiscountStatus } from './status';

interface Form {
  discount_name: string;
  rule_type: TDiscountRuleType;
  with_code: boolean;
  coupon_code: string;
  percent: string;
  amount: string;
  max_discount: string;
  min_subtotal: string;
  start_date: string;
  end_date: string;
  first_order_only: boolean;
  usage_limit_total: string;
  usage_limit_per_customer: string;
  shipping_method: string;
  buy_product: PickedProduct | null;
  buy_qty: string;
  free_product: PickedProduct | null;
  free_qty: string;
  same_product: boolean;
  priority: string;
  label: string;
  description: string;
  is_active: boolean;
}

const EMPTY: Form = {
  discount_name: '',
  rule_type: 'percent_off',
  with_code: true,
  coupon_code: '',
  percent: '10',
  amount: '',
  max_discount: '',
  min_subtotal: '',
  start_date: '',
  end_date: '',
  first_order_only: false,
  usage_limit_total: '',
  usage_limit_per_customer: '',
  shipping_method: '',
  buy_product: null,
  buy_qty: '2',
  free_product: null,
  free_qty: '1',
  same_product: true,
  priority: '0',
  label: '',
  description: '',
  is_active: true,
};

const money = (n: number) => (n ? String(n) : '');

function formOf(d: TDiscountDetail): Form {
  return {
    discount_name: d.discount_name,
    rule_type: d.rule_type,
    with_code: d.coupon_code !== '',
    coupon_code: d.coupon_code,
    percent: d.rule_type === 'percent_off' || d.rule_type === 'delivery_percent_off' ? String(d.percent) : '10',
    amount: money(d.amount),
    max_discount: money(d.max_discount),
    min_subtotal: money(d.min_subtotal),
    start_date: d.start_date ?? '',
    end_date: d.end_date ?? '',
    first_order_only: d.first_order_only === 1,
    usage_limit_total: d.usage_limit_total === null ? '' : String(d.usage_limit_total),
    usage_limit_per_customer: d.usage_limit_per_customer === null ? '' : String(d.usage_limit_per_customer),
    shipping_method: d.shipping_method ?? '',
    buy_product: d.buy_product ? { name: d.buy_product, product_name: d.buy_product_name } : null,
    buy_qty: String(d.buy_qty || 2),
    free_product: d.free_product ? { name: d.free_product, product_name: d.free_product_name } : null,
    free_qty: String(d.free_qty || 1),
    same_product: d.rule_type !== 'buy_x_get_y' || d.buy_product === d.free_product,
    priority: String(d.priority),
    label: d.label,
    description: d.description,
    is_active: d.is_active === 1,
  };
}

const usesPercent = (t: TDiscountRuleType) => t === 'percent_off' || t === 'delivery_percent_off';
const usesAmount = (t: TDiscountRuleType) => t === 'amount_off' || t === 'delivery_amount_off';
const givesItem = (t: TDiscountRuleType) => t === 'free_item' || t === 'buy_x_get_y';

/** The payload for the server: only the fields this rule type uses; '' limits mean unlimited. */
function payloadOf(f: Form, name: string | null): TSaveDiscountInput {
  const t = f.rule_type;
  const free = t === 'buy_x_get_y' && f.same_product ? f.buy_product : f.free_product;
  return {
    ...(name ? { name } : {}),
    discount_name: f.discount_name.trim(),
    rule_type: t,
    coupon_code: f.with_code ? f.coupon_code.trim() : '',
    ...(usesPercent(t) ? { percent: numberOrUndefined(f.percent) } : {}),
    ...(usesAmount(t) ? { amount: numberOrUndefined(f.amount) } : {}),
    max_discount: t === 'percent_off' ? (numberOrUndefined(f.max_discount) ?? 0) : 0,
    min_subtotal: numberOrUndefined(f.min_subtotal) ?? 0,
    start_date: f.start_date || null,
    end_date: f.end_date || null,
    first_order_only: f.first_order_only,
    usage_limit_total: f.usage_limit_total.trim() === '' ? null : numberOrUndefined(f.usage_limit_total),
    usage_limit_per_customer: f.usage_limit_per_customer.trim() === '' ? null : numberOrUndefined(f.usage_limit_per_customer),
    shipping_method: f.shipping_method || null,
    ...(t === 'buy_x_get_y' ? { buy_product: f.buy_product?.name ?? null, buy_qty: numberOrUndefined(f.buy_qty) } : {}),
    ...(givesItem(t) ? { free_product: free?.name ?? null, free_qty: numberOrUndefined(f.free_qty) } : {}),
    priority: numberOrUndefined(f.priority) ?? 0,
    label: f.label.trim(),
    description: f.description.trim(),
    is_active: f.is_active,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-line pt-4 first:border-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function Editor({ detail }: { detail: TDiscountDetail | null }) {
  const navigate = useNavigate();
  const [f, setF] = useState<Form>(() => (detail ? formOf(detail) : EMPTY));
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setF((x) => ({ ...x, [k]: v }));
  const methods = useMethods();
  const save = useSaveDiscount();
  const del = useDeleteDiscount();
  const [confirming, setConfirming] = useState(false);
  const err = (k: string) => fieldError(save.error, k);
  const today = shopDate();
  const t = f.rule_type;

  const preview = describeDiscount(
    {
      rule_type: t,
      coupon_code: f.with_code ? f.coupon_code.trim().toUpperCase() : '',
      percent: numberOrUndefined(f.percent),
      amount: numberOrUndefined(f.amount),
      max_discount: numberOrUndefined(f.max_discount),
      min_subtotal: numberOrUndefined(f.min_subtotal),
      start_date: f.start_date || null,
      end_date: f.end_date || null,
      first_order_only: f.first_order_only,
      usage_limit_total: f.usage_limit_total.trim() === '' ? null : numberOrUndefined(f.usage_limit_total),
      usage_limit_per_customer: f.usage_limit_per_customer.trim() === '' ? null : numberOrUndefined(f.usage_limit_per_customer),
      shipping_method_name: methods.data?.find((m) => m.name === f.shipping_method)?.shipping_method_name ?? null,
      buy_product_name: f.buy_product?.product_name,
      buy_qty: numberOrUndefined(f.buy_qty),
      free_product_name: (t === 'buy_x_get_y' && f.same_product ? f.buy_product : f.free_product)?.product_name,
      free_qty: numberOrUndefined(f.free_qty),
    },
    today,
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(payloadOf(f, detail?.name ?? null), {
      onSuccess: (d) => {
        notify(detail ? 'Discount saved' : `${d.discount_name} created`, { kind: 'success' });
        if (!detail) void navigate(`/admin/promotions/${d.name}`, { replace: true });
      },
    });
  };

  const used = (detail?.used_count ?? 0) > 0;

  return (
    <>
      <Link to="/admin/promotions" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All promotions
      </Link>
      <PageHeader
        title={detail ? detail.discount_name : 'New discount'}
        actions={
          detail && (
            <Button
              variant="secondary"
              onClick={() => {
                del.reset();
                setConfirming(true);
              }}
              disabled={detail.is_active === 0 && used}
            >
              {used ? 'Deactivate' : 'Delete'}
            </Button>
          )
        }
      >
        {detail ? (
          <span className="inline-flex items-center gap-2">
            <DiscountStatus status={detail.status} /> {detail.name}
          </span>
        ) : (
          'A coupon shoppers type in, or an offer the checkout applies by itself.'
        )}
      </PageHeader>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
        <Card>
          <form onSubmit={submit} className="flex flex-col gap-6" noValidate aria-label="Discount">
            <Section title="What it is">
              <Field label="Name (for the team)" htmlFor="d-name" error={err('discount_name')}>
                <input
                  id="d-name"
                  required
                  maxLength={80}
                  value={f.discount_name}
                  onChange={(e) => set('discount_name', e.target.value)}
                  aria-invalid={Boolean(err('discount_name'))}
                  className={inputClass}
                />
              </Field>
              <Field label="Type" htmlFor="d-type" error={err('rule_type')} hint={RULE_TYPES.find((r) => r.value === t)?.hint}>
                <select
                  id="d-type"
                  value={t}
                  onChange={(e) => set('rule_type', e.target.value as TDiscountRuleType)}
                  className={inputClass}
                >
                  {RULE_TYPES.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                {usesPercent(t) && (
                  <Field label="Percent off (%)" htmlFor="d-percent" error={err('percent')} hint="1 to 100">
                    <input
                      id="d-percent"
                      inputMode="decimal"
                      value={f.percent}
                      onChange={(e) => set('percent', e.target.value)}
                      aria-invalid={Boolean(err('percent'))}
                      className={inputClass}
                    />
                  </Field>
                )}
                {t === 'percent_off' && (
                  <Field
                    label="Up to (£, optional)"
                    htmlFor="d-cap"
                    error={err('max_discount')}
                    hint="The most it takes off; empty for no cap"
                  >
                    <input
                      id="d-cap"
                      inputMode="decimal"
                      value={f.max_discount}
                      onChange={(e) => set('max_discount', e.target.value)}
                      aria-invalid={Boolean(err('max_discount'))}
                      className={inputClass}
                    />
                  </Field>
                )}
                {usesAmount(t) && (
                  <Field label="Amount off (£)" htmlFor="d-amount" error={err('amount')}>
                    <input
                      id="d-amount"
                      inputMode="decimal"
                      value={f.amount}
                      onChange={(e) => set('amount', e.target.value)}
                      aria-invalid={Boolean(err('amount'))}
                      className={inputClass}
                    />
                  </Field>
                )}
              </div>
              {t === 'buy_x_get_y' && (
                <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                  <ProductPicker
                    id="d-buy"
                    label="Product to buy"
                    value={f.buy_product}
                    onChange={(p) => set('buy_product', p)}
                    error={err('buy_product')}
                  />
                  <Field label="How many to buy" htmlFor="d-buy-qty" error={err('buy_qty')}>
                    <input
                      id="d-buy-qty"
                      type="number"
                      min={1}
                      max={100}
                      value={f.buy_qty}
                      onChange={(e) => set('buy_qty', e.target.value)}
                      className={inputClass}
                    />
                  </Field>
                </div>
              )}
              {t === 'buy_x_get_y' && (
                <CheckField
                  id="d-same"
                  label="The free one is the same product"
                  checked={f.same_product}
                  onChange={(v) => set('same_product', v)}
                />
              )}
              {givesItem(t) && (
                <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                  {t === 'buy_x_get_y' && f.same_product ? (
                    <p className="self-end text-sm text-muted">Free: {f.buy_product?.product_name ?? 'the product to buy'}</p>
                  ) : (
                    <ProductPicker
                      id="d-free"
                      label="Free product"
                      value={f.free_product}
                      onChange={(p) => set('free_product', p)}
                      error={err('free_product')}
                    />
                  )}
                  <Field label="How many free" htmlFor="d-free-qty" error={err('free_qty')}>
                    <input
                      id="d-free-qty"
                      type="number"
                      min={1}
                      max={100}
                      value={f.free_qty}
                      onChange={(e) => set('free_qty', e.target.value)}
                      className={inputClass}
                    />
                  </Field>
                </div>
              )}
            </Section>

            <Section title="How shoppers get it">
              <div className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6" role="radiogroup" aria-label="Coupon or automatic">
                <label className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="d-code-mode"
                    checked={f.with_code}
                    onChange={() => set('with_code', true)}
                    className="accent-brand-600"
                  />
                  With a coupon code
                </label>
                <label className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name="d-code-mode"
                    checked={!f.with_code}
                    onChange={() => set('with_code', false)}
                    className="accent-brand-600"
                  />
                  Automatically, no code
                </label>
              </div>
              {f.with_code && (
                <Field
                  label="Coupon code"
                  htmlFor="d-code"
                  error={err('coupon_code')}
                  hint="3–20 letters, digits, - or _; not case-sensitive for shoppers"
                >
                  <input
                    id="d-code"
                    required
                    maxLength={20}
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                    value={f.coupon_code}
                    onChange={(e) => set('coupon_code', e.target.value.toUpperCase())}
                    aria-invalid={Boolean(err('coupon_code'))}
                    className={`${inputClass} font-mono tracking-wide`}
                  />
                </Field>
              )}
              {!f.with_code && (
                <Field
                  label="Priority"
                  htmlFor="d-priority"
                  error={err('priority')}
                  hint="Among automatic offers the best one applies; priority breaks ties"
                >
                  <input
                    id="d-priority"
                    type="number"
                    min={0}
                    max={100}
                    value={f.priority}
                    onChange={(e) => set('priority', e.target.value)}
                    className={`${inputClass} w-32`}
                  />
                </Field>
              )}
            </Section>

            <Section title="Conditions">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Minimum order (£)" htmlFor="d-min" error={err('min_subtotal')} hint="Empty for any order">
                  <input
                    id="d-min"
                    inputMode="decimal"
                    value={f.min_subtotal}
                    onChange={(e) => set('min_subtotal', e.target.value)}
                    aria-invalid={Boolean(err('min_subtotal'))}
                    className={inputClass}
                  />
                </Field>
                <Field label="Only with" htmlFor="d-method" error={err('shipping_method')}>
                  <select
                    id="d-method"
                    value={f.shipping_method}
                    onChange={(e) => set('shipping_method', e.target.value)}
                    className={inputClass}
                  >
                    <option value="">Any delivery method</option>
                    {(methods.data ?? []).map((m) => (
                      <option key={m.name} value={m.name}>
                        {m.shipping_method_name}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label="Starts (optional)" htmlFor="d-start" error={err('start_date')}>
                  <input
                    id="d-start"
                    type="date"
                    value={f.start_date}
                    onChange={(e) => set('start_date', e.target.value)}
                    className={inputClass}
                  />
                </Field>
                <Field label="Ends (optional, inclusive)" htmlFor="d-end" error={err('end_date')}>
                  <input
                    id="d-end"
                    type="date"
                    min={f.start_date || undefined}
                    value={f.end_date}
                    onChange={(e) => set('end_date', e.target.value)}
                    aria-invalid={Boolean(err('end_date'))}
                    className={inputClass}
                  />
                </Field>
                <Field label="Uses in total (optional)" htmlFor="d-limit" error={err('usage_limit_total')} hint="Empty for no limit">
                  <input
                    id="d-limit"
                    type="number"
                    min={0}
                    value={f.usage_limit_total}
                    onChange={(e) => set('usage_limit_total', e.target.value)}
                    aria-invalid={Boolean(err('usage_limit_total'))}
                    className={inputClass}
                  />
                </Field>
                <Field
                  label="Uses per customer (optional)"
                  htmlFor="d-per"
                  error={err('usage_limit_per_customer')}
                  hint="Empty for no limit"
                >
                  <input
                    id="d-per"
                    type="number"
                    min={0}
                    value={f.usage_limit_per_customer}
                    onChange={(e) => set('usage_limit_per_customer', e.target.value)}
                    aria-invalid={Boolean(err('usage_limit_per_customer'))}
                    className={inputClass}
                  />
                </Field>
              </div>
              <CheckField
                id="d-first"
                label="First order only"
                hint="For customers who have not ordered before"
                checked={f.first_order_only}
                onChange={(v) => set('first_order_only', v)}
              />
            </Section>

            <Section title="Shown to shoppers">
              <Field label="Label" htmlFor="d-label" error={err('label')} hint="Short, shown in the basket (e.g. 10% off your first order)">
                <input id="d-label" maxLength={80} value={f.label} onChange={(e) => set('label', e.target.value)} className={inputClass} />
              </Field>
              <Field label="Description" htmlFor="d-description" error={err('description')}>
                <textarea
                  id="d-description"
                  rows={2}
                  maxLength={300}
                  value={f.description}
                  onChange={(e) => set('description', e.target.value)}
                  className={`${inputClass} h-auto py-2`}
                />
              </Field>
              <CheckField
                id="d-active"
                label="Active"
                hint="Switched off, the checkout ignores it"
                checked={f.is_active}
                onChange={(v) => set('is_active', v)}
              />
            </Section>

            <FormError error={save.error} />
            <div className="flex justify-end gap-2">
              <Link
                to="/admin/promotions"
                className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold hover:bg-stone-100"
              >
                Cancel
              </Link>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : detail ? 'Save discount' : 'Create discount'}
              </Button>
            </div>
          </form>
        </Card>
        <div className="flex flex-col gap-4 xl:sticky xl:top-4">
          <Card title="Preview">
            <p className="text-sm" data-testid="discount-preview" aria-live="polite">
              {preview}
            </p>
          </Card>
          {detail && <UsageCard detail={detail} />}
        </div>
      </div>
      {detail && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={used ? `Deactivate ${detail.discount_name}?` : `Delete ${detail.discount_name}?`}
          confirmLabel={used ? 'Deactivate' : 'Delete'}
          pending={del.isPending}
          error={del.error}
          onConfirm={() =>
            del.mutate(detail.name, {
              onSuccess: (r) => {
                setConfirming(false);
                notify(r.message, { kind: 'success', duration: 4000 });
                if (r.status === 'deleted') void navigate('/admin/promotions', { replace: true });
              },
            })
          }
        >
          <p>
            {used
              ? `It has been used ${detail.used_count} time${detail.used_count === 1 ? '' : 's'}, so it is switched off rather than deleted: its history stays and the checkout stops applying it.`
              : 'Nobody has used it yet; it will be removed.'}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

function UsageCard({ detail }: { detail: TDiscountDetail }) {
  const u = detail.usage;
  return (
    <Card title="Use so far">
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-stone-50 p-2">
          <dt className="text-xs text-muted">Orders</dt>
          <dd className="text-lg font-bold tabular-nums">{u.orders}</dd>
        </div>
        <div className="rounded-lg bg-stone-50 p-2">
          <dt className="text-xs text-muted">Customers</dt>
          <dd className="text-lg font-bold tabular-nums">{u.customers}</dd>
        </div>
        <div className="rounded-lg bg-stone-50 p-2">
          <dt className="text-xs text-muted">Taken off</dt>
          <dd className="text-lg font-bold tabular-nums">{formatPrice(u.discounted_total)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">
        {detail.used_count} use{detail.used_count === 1 ? '' : 's'}
        {detail.remaining_uses === null ? ', no total limit' : `, ${detail.remaining_uses} left of ${detail.usage_limit_total}`}.
      </p>
      {u.recent.length > 0 && (
        <>
          <h3 className="mt-3 mb-1 text-sm font-semibold">Latest uses</h3>
          <ul className="flex flex-col divide-y divide-line text-sm">
            {u.recent.map((r) => (
              <li key={r.order} className="flex items-center justify-between gap-2 py-1.5">
                <span>
                  <Link to={`/admin/orders/${r.order}`} className="font-medium text-brand-700 underline underline-offset-2">
                    {r.order}
                  </Link>
                  <span className="block text-xs text-muted">
                    {r.customer_name} · {formatDateTime(r.created)}
                  </span>
                </span>
                <span className="tabular-nums">{r.amount ? `−${formatPrice(r.amount)}` : 'item'}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** /admin/promotions/new and /admin/promotions/:id: the editor with a plain-language preview, and use so far. */
export default function DiscountEditorPage() {
  const { id } = useParams();
  const isNew = id === 'new';
  const q = useDiscountDetail(isNew ? null : (id ?? null));
  if (isNew) return <Editor detail={null} />;
  if (q.isPending)
    return (
      <div aria-busy="true" aria-label="Loading discount" className="flex flex-col gap-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  if (q.error) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return <Editor key={`${q.data.name}:${q.data.is_active}`} detail={q.data} />;
}
