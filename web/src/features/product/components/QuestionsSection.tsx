import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../api/client';
import { Button } from '../../../ui/button';
import { useAskQuestion } from '../api/insert-questionaproduct';
import { EMAIL_RE, TextAreaField, TextField, serverFieldErrors } from './form-fields';

type Field = 'sender_name' | 'sender_email' | 'question';
type Errors = Partial<Record<Field, string>>;

function validate(v: Record<Field, string>): Errors {
  const e: Errors = {};
  if (!v.sender_name.trim()) e.sender_name = 'Please enter your name';
  if (!v.sender_email.trim()) e.sender_email = 'Please enter your e-mail address';
  else if (!EMAIL_RE.test(v.sender_email.trim())) e.sender_email = 'Please enter a valid e-mail address';
  if (v.question.trim().length < 3) e.question = 'Please write your question';
  return e;
}

/** "Questions": ask the shop about this product; the answer comes by e-mail. */
export function QuestionsSection({ product, productName }: { product: string; productName: string }) {
  const ask = useAskQuestion();
  const [values, setValues] = useState<Record<Field, string>>({ sender_name: '', sender_email: '', question: '' });
  const [errors, setErrors] = useState<Errors>({});
  const set = (f: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    ask.mutate(
      { product, sender_name: values.sender_name.trim(), sender_email: values.sender_email.trim(), question: values.question.trim() },
      { onError: (err) => setErrors(serverFieldErrors(err, ['sender_name', 'sender_email', 'question'])) },
    );
  }

  return (
    <section aria-labelledby="questions-h" className="flex flex-col gap-3">
      <h2 id="questions-h" className="text-lg font-bold md:text-xl">
        Questions
      </h2>
      {ask.isSuccess ? (
        <div role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            Thanks {ask.data.sender_name}, we&apos;ve got your question and will answer it by e-mail.{' '}
            <button
              type="button"
              onClick={() => {
                ask.reset();
                setValues((v) => ({ ...v, question: '' }));
              }}
              className="font-semibold underline"
            >
              Ask another question
            </button>
          </p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label={`Ask a question about ${productName}`}
          className="flex flex-col gap-3 rounded-xl bg-white p-4"
        >
          <p className="text-sm text-muted">Ask us about this product and we&apos;ll answer by e-mail.</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Your name"
              name="sender_name"
              autoComplete="name"
              maxLength={100}
              value={values.sender_name}
              onChange={set('sender_name')}
              error={errors.sender_name}
            />
            <TextField
              label="E-mail"
              name="sender_email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.sender_email}
              onChange={set('sender_email')}
              error={errors.sender_email}
            />
          </div>
          <TextAreaField
            label="Your question"
            name="question"
            maxLength={1000}
            value={values.question}
            onChange={set('question')}
            error={errors.question}
          />
          {ask.isError && !Object.keys(errors).length && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(ask.error)}
            </p>
          )}
          <Button type="submit" disabled={ask.isPending} className="self-start">
            {ask.isPending ? 'Sending…' : 'Send question'}
          </Button>
        </form>
      )}
    </section>
  );
}
