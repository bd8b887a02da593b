import type { TCustomer } from '@larder/contract/customers';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { type TProfilePatch, useUpdateProfile } from '../api/update-doc';
import { collect, emailProblem, nameProblem, phoneProblem } from '../validation';
import { focusFirstInvalid } from './auth-state';
import { FormMessage, serverErrors, TextField } from '../../../ui/form-fields';

type Field = Exclude<keyof TProfilePatch, 'substitution_preference'>;
const FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

const SUBSTITUTION: { value: TCustomer['substitution_preference']; label: string; hint: string }[] = [
  { value: 'best_match', label: 'Best match', hint: 'We pick the closest alternative if an item is unavailable.' },
  { value: 'no_substitute', label: 'This product only, no substitute', hint: 'We leave it out and you are not charged for it.' },
];

/** The customer's name, e-mail, phone and substitution preference (update_doc). */
export function ProfileForm({ customer }: { customer: TCustomer }) {
  const update = useUpdateProfile();
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const [values, setValues] = useState<TProfilePatch>({
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    phone: customer.phone,
    substitution_preference: customer.substitution_preference,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (field: keyof TProfilePatch) => (e: ChangeEvent<HTMLInputElement>) => {
    setSaved(false);
    setValues((v) => ({ ...v, [field]: e.target.value }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = collect<Field>({
      first_name: nameProblem(values.first_name, 'first name'),
      last_name: nameProblem(values.last_name, 'last name', false),
      email: emailProblem(values.email),
      phone: phoneProblem(values.phone),
    });
    setErrors(found);
    setFormError(null);
    setSaved(false);
    if (Object.keys(found).length) return focusFirstInvalid(form.current);
    const doc = {
      ...values,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
    };
    update.mutate(doc, {
      onSuccess: () => setSaved(true),
      onError: (err) => {
        const s = serverErrors(err, FIELDS);
        setErrors(s.fields);
        setFormError(s.form);
        focusFirstInvalid(form.current);
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm md:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-bold">
        Your details
      </h2>
      <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="first_name"
            autoComplete="given-name"
            required
            maxLength={60}
            value={values.first_name}
            onChange={set('first_name')}
            error={errors.first_name}
          />
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            maxLength={60}
            value={values.last_name}
            onChange={set('last_name')}
            error={errors.last_name}
          />
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={254}
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextField
            label="Phone number"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={24}
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">If an item you ordered is unavailable</legend>
          {SUBSTITUTION.map((o) => (
            <label
              key={o.value}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${values.substitution_preference === o.value ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
            >
              <input
                type="radio"
                name="substitution_preference"
                value={o.value}
                checked={values.substitution_preference === o.value}
                onChange={set('substitution_preference')}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span className="block text-[15px] font-medium">{o.label}</span>
                <span className="block text-xs text-muted">{o.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormMessage kind="error">{formError}</FormMessage>
        {saved && <FormMessage kind="notice">Your details have been saved.</FormMessage>}
        <Button type="submit" disabled={update.isPending} className="self-start">
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </form>
    </section>
  );
}
