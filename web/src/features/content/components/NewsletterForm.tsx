import { CheckCircle2 } from 'lucide-react';
import { contentCalls } from '@larder/contract/content';
import { useId } from 'react';
import { EMAIL_WORDS, Form, SubmitButton, useContractForm } from '../../../shared/forms';
import { useEmailSubscription } from '../api/insert-email-subscription';

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
  const form = useContractForm(contentCalls.insert_email_subscription.payload, {
    defaultValues: { email: '' },
    words: { email: EMAIL_WORDS },
  });
  const error = form.formState.errors.email?.message ?? form.formState.errors.root?.server?.message;

  return (
    <Form
      form={form}
      onSubmit={async ({ email }) => {
        const done = await subscribe.mutateAsync(email);
        form.reset();
        return done.message;
      }}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2"
    >
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
            {...form.register('email')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            maxLength={254}
            className={`h-11 w-full rounded-full border bg-white px-4 text-[15px] outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-200 ${
              error ? 'border-red-700' : 'border-line'
            }`}
          />
        </div>
        <SubmitButton busy="Subscribing…" size="lg" className="h-11">
          Subscribe
        </SubmitButton>
      </div>
      {error && (
        <p id={`${id}-err`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="flex items-start gap-2 text-sm text-emerald-800">
        {form.notice && (
          <>
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {form.notice}
          </>
        )}
      </p>
    </Form>
  );
}
