import { BadgePercent, Gift, Tag, X } from 'lucide-react';
import { checkoutCalls } from '@larder/contract/checkout';
import { useId } from 'react';
import { errorText } from '../../../api/client';
import { formatPrice } from '../../../lib/money';
import { Form, FormRefusal, SubmitButton, useContractForm } from '../../../shared/forms';
import { notify } from '../../../ui/toast';
import { useCustomerPoints } from '../../../shared/points/get-customer-points';
import { useRedeemPoints } from '../api/redeem-points';
import { useRemoveCoupon } from '../api/remove-coupon';
import { useValidateCoupon } from '../api/validate-coupon';
import { setTabNotes, useChoose } from '../checkout-state';
import type { Checkout } from '../use-checkout';
import { StepCard } from './StepCard';

const EMPTY_CODE = 'Please Enter Coupon Code';
/** validate_coupon's code; an empty one is the spec's alert, not a field error. */
const SCHEMA = checkoutCalls.validate_coupon.payload.pick({ coupon_code: true });

/** The coupon form and the applied code (the shop keeps it on the cart). */
function CouponBox({ c, alert }: { c: Checkout; alert: (message: string) => Promise<void> }) {
  const id = useId();
  const form = useContractForm(SCHEMA, { defaultValues: { coupon_code: '' } });
  const problem = form.formState.errors.coupon_code?.message;
  const validate = useValidateCoupon();
  const remove = useRemoveCoupon();
  // The summary tells when a code on the cart stopped applying (the basket changed...).
  const noLonger = c.summary.data?.coupon_message || '';
  const applied = c.coupon ?? (noLonger ? 'Your coupon' : null);

  /** The spec: a refusal resets the discount and alerts; the code's problem stays under it. */
  const refuse = async (problem: string, message = problem) => {
    await alert(message);
    throw new FormRefusal(problem, 'coupon_code');
  };
  const apply = async ({ coupon_code }: { coupon_code: string }) => {
    if (!coupon_code) return refuse(EMPTY_CODE);
    let res;
    try {
      res = await validate.mutateAsync({ coupon_code, ...(c.method ? { shipping_method: c.method.name } : {}) });
    } catch (err) {
      return refuse('Invalid Coupon Code', errorText(err));
    }
    setTabNotes({ coupon: res.status === 'success' ? res.coupon_code : null });
    if (res.status !== 'success') return refuse(res.message || 'Invalid Coupon Code');
    form.reset();
    notify(res.message || `${res.coupon_code} applied`, { kind: 'success' });
  };

  const cancel = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setTabNotes({ coupon: null });
        notify('Coupon removed');
      },
      onError: (err) => void alert(errorText(err)),
    });

  if (applied)
    return (
      <div
        className={`flex items-start gap-3 rounded-xl border p-3 text-sm ${noLonger ? 'border-red-200 bg-red-50' : 'border-leaf/40 bg-leaf/10'}`}
      >
        <Tag aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${noLonger ? 'text-red-700' : 'text-leaf'}`} />
        <p className="min-w-0 flex-1" data-testid="applied-coupon">
          <span className="font-bold">{applied}</span> {noLonger ? 'no longer applies.' : 'applied'}
          {noLonger && <span className="block text-red-800">{noLonger}</span>}
        </p>
        <button
          type="button"
          onClick={cancel}
          disabled={remove.isPending}
          aria-label={`Remove coupon ${applied}`}
          className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-white disabled:opacity-50"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );

  return (
    <Form form={form} onSubmit={apply} className="space-y-1">
      <label htmlFor={`${id}-code`} className="text-sm font-semibold">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          {...form.register('coupon_code', { setValueAs: (v: string) => v.toUpperCase() })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="e.g. WELCOME10"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 text-base uppercase outline-none placeholder:normal-case focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${problem ? 'border-red-600' : 'border-stone-300'}`}
        />
        <SubmitButton busy="Checking…" variant="secondary" className="h-11">
          Apply
        </SubmitButton>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-red-700" data-testid="coupon-problem">
          {problem}
        </p>
      )}
    </Form>
  );
}

/** Automatic offers from get_order_discount: the discount's name and amount, free delivery, FREE items. */
function AutomaticOffers({ c }: { c: Checkout }) {
  const d = c.discount.data;
  if (!d || d.status !== 'Success') return null;
  const rows = [];
  if (d.discount_amount > 0)
    rows.push(
      <li key="order" className="flex items-center gap-2">
        <BadgePercent aria-hidden="true" className="size-4 text-leaf" />
        <span className="flex-1">{d.discount_label || 'Offer'}</span>
        <span className="font-semibold text-leaf tabular-nums">−{formatPrice(d.discount_amount)}</span>
      </li>,
    );
  if (d.discount_response.shipping_discount && d.discount_response.shipping_label)
    rows.push(
      <li key="ship" className="flex items-center gap-2">
        <BadgePercent aria-hidden="true" className="size-4 text-leaf" />
        <span className="flex-1">{d.discount_response.shipping_label}</span>
      </li>,
    );
  for (const f of d.discount_response.products_list)
    rows.push(
      <li key={f.product} className="flex items-center gap-2">
        <Gift aria-hidden="true" className="size-4 text-leaf" />
        <span className="flex-1">
          {f.product_name} × {f.quantity}
        </span>
        <span className="rounded-full bg-leaf px-2 py-0.5 text-xs font-bold text-white">FREE</span>
      </li>,
    );
  if (!rows.length) return null;
  return (
    <div className="rounded-xl bg-stone-50 p-3 text-sm">
      <p className="mb-1 font-semibold">Offers applied automatically</p>
      <ul className="space-y-1">{rows}</ul>
    </div>
  );
}

/** Reward points: the server says how many may pay part of this total and what they are worth. */
function PointsChoice({ c }: { c: Checkout }) {
  const choose = useChoose();
  const points = useCustomerPoints();
  const has = c.pointsOn && (points.data?.total_points ?? 0) > 0;
  // The total does not depend on the points chosen: the last one shown is fine while the bill updates.
  const quote = useRedeemPoints(has ? (c.summary.data?.total ?? null) : null);
  if (!has || !quote.data || quote.data.deduction_point <= 0) return null;
  const q = quote.data;
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50">
      <input
        type="checkbox"
        checked={c.choices.usePoints}
        onChange={(e) => choose({ usePoints: e.target.checked })}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span>
        <span className="block font-semibold">
          Use {q.deduction_point} points (−{formatPrice(q.deduction)})
        </span>
        <span className="block text-muted">
          You have {q.total_available_points} points worth {formatPrice(q.total_available_amount)}.
        </span>
      </span>
    </label>
  );
}

/** Step 4: coupon, automatic offers and reward points. */
export function OffersStep({ c, alert }: { c: Checkout; alert: (message: string) => Promise<void> }) {
  return (
    <StepCard id="step-offers" n={4} title="Offers and coupons" done={Boolean(c.coupon)}>
      <div className="space-y-3">
        <CouponBox c={c} alert={alert} />
        <AutomaticOffers c={c} />
        <PointsChoice c={c} />
      </div>
    </StepCard>
  );
}
