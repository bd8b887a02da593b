import { type TDiscountRuleType, type TSaveDiscount, ZSaveDiscount } from '@larder/contract/admin-delivery';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { formatPrice } from '../../../../lib/money';
import { Form as KitForm, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { ConsoleCheck, ConsoleSelect, ConsoleText, ConsoleTextArea } from '../../../ui/console-fields';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { BackLink, Card, PageHeader, QueryFallback } from '../../../ui/admin-ui';
import { ConfirmDialog } from '../../../ui/content-kit';
import { describeDiscount, RULE_TYPES } from '../../../ui/delivery-discount-words';
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

/** What a field left out means: "" ("not given"), as the resolver may leave out a field holding "". */
const BLANK: Form = {
  ...EMPTY,
  ...Object.fromEntries(
    Object.entries(EMPTY)
      .filter(([, v]) => typeof v === 'string')
      .map(([k]) => [k, '']),
  ),
};
// The contract's own rules, on the payload the form makes (limits '' → unlimited, money as numbers).
const SCHEMA = z.preprocess((f) => payloadOf(f as Partial<Form>), ZSaveDiscount) as unknown as z.ZodType<TSaveDiscount, Form>;

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

/** An optional limit: '' is unlimited (null). */
/** A number from a form input: '' stays undefined so the contract's "is required" explains it. */
function numberOrUndefined(v: string): number | undefined {
  const t = v.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

const limit = (v: string) => (v.trim() === '' ? null : numberOrUndefined(v));
const usesPercent = (t: TDiscountRuleType) => t === 'percent_off' || t === 'delivery_percent_off';
const usesAmount = (t: TDiscountRuleType) => t === 'amount_off' || t === 'delivery_amount_off';
const givesItem = (t: TDiscountRuleType) => t === 'free_item' || t === 'buy_x_get_y';

/** The payload for the server: only the fields this rule type uses; '' limits mean unlimited. */
function payloadOf(form: Partial<Form>): TSaveDiscountInput {
  const f = { ...BLANK, ...form };
  const t = f.rule_type;
  const free = t === 'buy_x_get_y' && f.same_product ? f.buy_product : f.free_product;
  return {
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
    usage_limit_total: limit(f.usage_limit_total),
    usage_limit_per_customer: limit(f.usage_limit_per_customer),
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
  const form = useContractForm(SCHEMA, { defaultValues: detail ? formOf(detail) : EMPTY });
  const f = form.watch();
  const set = <K extends keyof Form>(k: K, v: Form[K]) => form.setValue(k, v as never, { shouldDirty: true });
  const errors = form.formState.errors;
  const methods = useMethods();
  const del = useDeleteDiscount();
  const [confirming, setConfirming] = useState(false);
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
      usage_limit_total: limit(f.usage_limit_total),
      usage_limit_per_customer: limit(f.usage_limit_per_customer),
      shipping_method_name: methods.data?.find((m) => m.name === f.shipping_method)?.shipping_method_name ?? null,
      buy_product_name: f.buy_product?.product_name,
      buy_qty: numberOrUndefined(f.buy_qty),
      free_product_name: (t === 'buy_x_get_y' && f.same_product ? f.buy_product : f.free_product)?.product_name,
      free_qty: numberOrUndefined(f.free_qty),
    },
    today,
  );
  const save = useSaveDiscount();

  const used = (detail?.used_count ?? 0) > 0;

  return (
    <>
      <BackLink to="/admin/promotions">All promotions</BackLink>
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
          <KitForm
            form={form}
            className="flex flex-col gap-6"
            aria-label="Discount"
            onSubmit={async (values) => {
              const d = await save.mutateAsync({ ...values, ...(detail ? { name: detail.name } : {}) });
              notify(detail ? 'Discount saved' : `${d.discount_name} created`, { kind: 'success' });
              if (!detail) void navigate(`/admin/promotions/${d.name}`, { replace: true });
            }}
          >
            <Section title="What it is">
              <ConsoleText name="discount_name" id="d-name" label="Name (for the team)" maxLength={80} />
              <ConsoleSelect name="rule_type" id="d-type" label="Type" hint={RULE_TYPES.find((r) => r.value === t)?.hint}>
                {RULE_TYPES.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </ConsoleSelect>
              <div className="grid gap-4 sm:grid-cols-2">
                {usesPercent(t) && (
                  <ConsoleText name="percent" id="d-percent" label="Percent off (%)" hint="1 to 100" inputMode="decimal" />
                )}
                {t === 'percent_off' && (
                  <ConsoleText
                    name="max_discount"
                    id="d-cap"
                    label="Up to (£, optional)"
                    hint="The most it takes off; empty for no cap"
                    inputMode="decimal"
                  />
                )}
                {usesAmount(t) && <ConsoleText name="amount" id="d-amount" label="Amount off (£)" inputMode="decimal" />}
              </div>
              {t === 'buy_x_get_y' && (
                <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                  <ProductPicker
                    id="d-buy"
                    label="Product to buy"
                    value={f.buy_product}
                    onChange={(v) => set('buy_product', v)}
                    error={errors.buy_product?.message}
                  />
                  <ConsoleText name="buy_qty" id="d-buy-qty" label="How many to buy" type="number" min={1} max={100} />
                </div>
              )}
              {t === 'buy_x_get_y' && <ConsoleCheck name="same_product" id="d-same" label="The free one is the same product" />}
              {givesItem(t) && (
                <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                  {t === 'buy_x_get_y' && f.same_product ? (
                    <p className="self-end text-sm text-muted">Free: {f.buy_product?.product_name ?? 'the product to buy'}</p>
                  ) : (
                    <ProductPicker
                      id="d-free"
                      label="Free product"
                      value={f.free_product}
                      onChange={(v) => set('free_product', v)}
                      error={errors.free_product?.message}
                    />
                  )}
                  <ConsoleText name="free_qty" id="d-free-qty" label="How many free" type="number" min={1} max={100} />
                </div>
              )}
            </Section>

            <Section title="How shoppers get it">
              <div className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6" role="radiogroup" aria-label="Coupon or automatic">
                {([true, false] as const).map((code) => (
                  <label key={String(code)} className="inline-flex items-center gap-2">
                    <input
                      type="radio"
                      name="d-code-mode"
                      checked={f.with_code === code}
                      onChange={() => set('with_code', code)}
                      className="accent-brand-600"
                    />
                    {code ? 'With a coupon code' : 'Automatically, no code'}
                  </label>
                ))}
              </div>
              {f.with_code ? (
                <ConsoleText
                  name="coupon_code"
                  id="d-code"
                  label="Coupon code"
                  hint="3–20 letters, digits, - or _; not case-sensitive for shoppers"
                  maxLength={20}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  onInput={(e) => (e.currentTarget.value = e.currentTarget.value.toUpperCase())}
                  className="font-mono tracking-wide"
                />
              ) : (
                <ConsoleText
                  name="priority"
                  id="d-priority"
                  label="Priority"
                  hint="Among automatic offers the best one applies; priority breaks ties"
                  type="number"
                  min={0}
                  max={100}
                  className="w-32"
                />
              )}
            </Section>

            <Section title="Conditions">
              <div className="grid gap-4 sm:grid-cols-2">
                <ConsoleText name="min_subtotal" id="d-min" label="Minimum order (£)" hint="Empty for any order" inputMode="decimal" />
                <ConsoleSelect name="shipping_method" id="d-method" label="Only with">
                  <option value="">Any delivery method</option>
                  {(methods.data ?? []).map((m) => (
                    <option key={m.name} value={m.name}>
                      {m.shipping_method_name}
                    </option>
                  ))}
                </ConsoleSelect>
                <ConsoleText name="start_date" id="d-start" label="Starts (optional)" type="date" />
                <ConsoleText name="end_date" id="d-end" label="Ends (optional, inclusive)" type="date" min={f.start_date || undefined} />
                <ConsoleText
                  name="usage_limit_total"
                  id="d-limit"
                  label="Uses in total (optional)"
                  hint="Empty for no limit"
                  type="number"
                  min={0}
                />
                <ConsoleText
                  name="usage_limit_per_customer"
                  id="d-per"
                  label="Uses per customer (optional)"
                  hint="Empty for no limit"
                  type="number"
                  min={0}
                />
              </div>
              <ConsoleCheck
                name="first_order_only"
                id="d-first"
                label="First order only"
                hint="For customers who have not ordered before"
              />
            </Section>

            <Section title="Shown to shoppers">
              <ConsoleText
                name="label"
                id="d-label"
                label="Label"
                hint="Short, shown in the basket (e.g. 10% off your first order)"
                maxLength={80}
              />
              <ConsoleTextArea name="description" id="d-description" label="Description" rows={2} maxLength={300} />
              <ConsoleCheck name="is_active" id="d-active" label="Active" hint="Switched off, the checkout ignores it" />
            </Section>

            <FormSummary />
            <div className="flex justify-end gap-2">
              <Link
                to="/admin/promotions"
                className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold hover:bg-stone-100"
              >
                Cancel
              </Link>
              <SubmitButton busy="Saving…">{detail ? 'Save discount' : 'Create discount'}</SubmitButton>
            </div>
          </KitForm>
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
            del.mutate(
              { name: detail.name },
              {
                onSuccess: (r) => {
                  setConfirming(false);
                  notify(r.message, { kind: 'success', duration: 4000 });
                  if (r.status === 'deleted') void navigate('/admin/promotions', { replace: true });
                },
              },
            )
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
  if (!q.isSuccess) return <QueryFallback query={q} label="Loading discount" blocks={['h-8 w-64', 'h-96 w-full']} />;
  return <Editor key={`${q.data.name}:${q.data.is_active}`} detail={q.data} />;
}
