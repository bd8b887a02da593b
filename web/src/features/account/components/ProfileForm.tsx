import { type TCustomer, ZCustomerDoc } from '@larder/contract/customers';
import { useId } from 'react';
import { Form, FormEmail, FormPhone, FormSummary, FormText, SubmitButton, useContractForm } from '../../../shared/forms';
import { useUpdateProfile } from '../api/update-doc';
import { WORDS } from '../words';

/** update_doc's fields this form edits; name, e-mail and phone must be there. */
const SCHEMA = ZCustomerDoc.pick({ first_name: true, last_name: true, email: true, phone: true, substitution_preference: true }).required({
  first_name: true,
  email: true,
  phone: true,
  substitution_preference: true,
});

const SUBSTITUTION: { value: TCustomer['substitution_preference']; label: string; hint: string }[] = [
  { value: 'best_match', label: 'Best match', hint: 'We pick the closest alternative if an item is unavailable.' },
  { value: 'no_substitute', label: 'This product only, no substitute', hint: 'We leave it out and you are not charged for it.' },
];

/** The customer's name, e-mail, phone and substitution preference (update_doc). */
export function ProfileForm({ customer }: { customer: TCustomer }) {
  const update = useUpdateProfile();
  const headingId = useId();
  const form = useContractForm(SCHEMA, {
    defaultValues: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      email: customer.email,
      phone: customer.phone,
      substitution_preference: customer.substitution_preference,
    },
    words: WORDS,
  });
  const chosen = form.watch('substitution_preference');

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-bold">
        Your details
      </h2>
      <Form
        form={form}
        className="flex flex-col gap-4"
        onSubmit={async (values) => {
          await update.mutateAsync({ ...values, last_name: values.last_name ?? '' });
          return 'Your details have been saved.';
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormText label="First name" name="first_name" autoComplete="given-name" required maxLength={60} />
          <FormText label="Last name" name="last_name" autoComplete="family-name" maxLength={60} />
          <FormEmail label="E-mail" name="email" required />
          <FormPhone label="Phone number" name="phone" required />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">If an item you ordered is unavailable</legend>
          {SUBSTITUTION.map((o) => (
            <label
              key={o.value}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${chosen === o.value ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
            >
              <input
                type="radio"
                value={o.value}
                {...form.register('substitution_preference')}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span className="block text-[15px] font-medium">{o.label}</span>
                <span className="block text-xs text-muted">{o.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormSummary />
        <SubmitButton busy="Saving…" className="self-start">
          Save changes
        </SubmitButton>
      </Form>
    </section>
  );
}
