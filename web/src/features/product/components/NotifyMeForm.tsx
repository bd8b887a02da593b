import { ZStockNotificationInput } from '@larder/contract/product-feedback';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { EMAIL_WORDS, Form, FormEmail, FormSummary, FormText, SubmitButton, useContractForm } from '../../../shared/forms';
import { useNotifyWhenInStock } from '../api/insert-stockavail-notification';

const SCHEMA = ZStockNotificationInput.pick({ sender_name: true, sender_email: true });
export const SENDER_WORDS = {
  sender_name: { required: 'Please enter your name', too_big: 'Please keep your name under 100 characters' },
  sender_email: EMAIL_WORDS,
};

/**
 * "Notify me" for an out-of-stock product or combination. Parents key it by the combination so
 * a new choice starts a fresh form.
 */
export function NotifyMeForm({ product, attributeId, description }: { product: string; attributeId: string; description?: string }) {
  const headingId = useId();
  const notifyMe = useNotifyWhenInStock();
  const form = useContractForm(SCHEMA, { defaultValues: { sender_name: '', sender_email: '' }, words: SENDER_WORDS });

  if (notifyMe.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Thanks {notifyMe.data.user_name}, we&apos;ll e-mail you when it&apos;s back.
      </p>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={async (values) => void (await notifyMe.mutateAsync({ product, attributeId, ...values }))}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4"
    >
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
          <BellRing aria-hidden="true" className="size-4 text-brand-600" />
          Notify me when it&apos;s back
        </h2>
        <p className="text-sm text-muted">
          {description ? `${description} is out of stock. ` : ''}Leave your e-mail and we&apos;ll tell you.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormText label="Your name" name="sender_name" autoComplete="name" maxLength={100} />
        <FormEmail label="E-mail" name="sender_email" />
      </div>
      <FormSummary />
      <SubmitButton variant="secondary" busy="Sending…" className="self-start">
        Notify me
      </SubmitButton>
    </Form>
  );
}
