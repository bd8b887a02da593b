import { BellRing, CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../../api/client';
import { Button } from '../../../ui/button';
import { useNotifyWhenInStock } from '../api/insert-stockavail-notification';
import { EMAIL_RE, TextField, serverFieldErrors } from './form-fields';

type Errors = Partial<Record<'sender_name' | 'sender_email', string>>;

function validate(name: string, email: string): Errors {
  const e: Errors = {};
  if (!name.trim()) e.sender_name = 'Please enter your name';
  else if (name.trim().length > 100) e.sender_name = 'Please keep your name under 100 characters';
  if (!email.trim()) e.sender_email = 'Please enter your e-mail address';
  else if (!EMAIL_RE.test(email.trim())) e.sender_email = 'Please enter a valid e-mail address';
  return e;
}

/**
 * "Notify me" for an out-of-stock product or combination. Parents key it by the combination so
 * a new choice starts a fresh form.
 */
export function NotifyMeForm({ product, attributeId, description }: { product: string; attributeId: string; description?: string }) {
  const headingId = useId();
  const notifyMe = useNotifyWhenInStock();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate(name, email);
    setErrors(found);
    if (Object.keys(found).length) return;
    notifyMe.mutate(
      { product, attributeId, sender_name: name.trim(), sender_email: email.trim() },
      { onError: (err) => setErrors(serverFieldErrors(err, ['sender_name', 'sender_email'])) },
    );
  }

  if (notifyMe.isSuccess) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Thanks {notifyMe.data.user_name}, we&apos;ll e-mail you when it&apos;s back.
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
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
        <TextField
          label="Your name"
          name="sender_name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.sender_name}
          maxLength={100}
        />
        <TextField
          label="E-mail"
          name="sender_email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.sender_email}
          maxLength={254}
        />
      </div>
      {notifyMe.isError && !Object.keys(errors).length && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(notifyMe.error)}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={notifyMe.isPending} className="self-start">
        {notifyMe.isPending ? 'Sending…' : 'Notify me'}
      </Button>
    </form>
  );
}
