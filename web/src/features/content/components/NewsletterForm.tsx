import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorText } from '../../../api/client';
import { Button } from '../../../ui/button';
import { useEmailSubscription } from '../api/insert-email-subscription';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Newsletter sign-up: e-mail and Subscribe. Double opt-in, so success asks the shopper to confirm
 * from their inbox (the server's words).
 */
export function NewsletterForm({
  title = 'Weekly offers and recipes',
  text = 'Sign up for our newsletter. Unsubscribe at any time.',
  compact = false,
}: {
  title?: string;
  text?: string;
  /** Footer: a smaller title. */
  compact?: boolean;
}) {
  const id = useId();
  const subscribe = useEmailSubscription();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    const problem = !value ? 'Please enter your e-mail address' : !EMAIL_RE.test(value) ? 'Please enter a valid e-mail address' : null;
    setError(problem);
    if (problem) return;
    subscribe.mutate(value, {
      onSuccess: () => setEmail(''),
      onError: (err) => setError(errorText(err)),
    });
  }

  const done = subscribe.isSuccess && !error ? subscribe.data : null;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <p id={`${id}-title`} className={compact ? 'text-sm font-semibold' : 'text-lg font-bold'}>
        {title}
      </p>
      <p className="text-sm text-muted">{text}</p>
      <div className="mt-1 flex flex-wrap items-start gap-2">
        <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            E-mail address
          </label>
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            maxLength={254}
            className={`h-11 w-full rounded-full border bg-white px-4 text-[15px] outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200 ${
              error ? 'border-red-700' : 'border-line'
            }`}
          />
        </div>
        <Button type="submit" size="lg" className="h-11" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      {error && (
        <p id={`${id}-err`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="flex items-start gap-2 text-sm text-emerald-800">
        {done && (
          <>
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {done.message}
          </>
        )}
      </p>
    </form>
  );
}
