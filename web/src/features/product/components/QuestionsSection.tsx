import { CheckCircle2 } from 'lucide-react';
import { ZQuestionInput } from '@larder/contract/product-feedback';
import { Form, FormEmail, FormSummary, FormText, FormTextArea, SubmitButton, useContractForm } from '../../../shared/forms';
import { useAskQuestion } from '../api/insert-questionaproduct';
import { SENDER_WORDS } from './NotifyMeForm';

const SCHEMA = ZQuestionInput.pick({ sender_name: true, sender_email: true, question: true });
const WORDS = { ...SENDER_WORDS, question: { required: 'Please write your question', too_small: 'Please write your question' } };

/** "Questions": ask the shop about this product; the answer comes by e-mail. */
export function QuestionsSection({ product, productName }: { product: string; productName: string }) {
  const ask = useAskQuestion();
  const form = useContractForm(SCHEMA, { defaultValues: { sender_name: '', sender_email: '', question: '' }, words: WORDS });

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
                form.resetField('question');
              }}
              className="font-semibold underline"
            >
              Ask another question
            </button>
          </p>
        </div>
      ) : (
        <Form
          form={form}
          onSubmit={async (values) => void (await ask.mutateAsync({ product, ...values }))}
          aria-label={`Ask a question about ${productName}`}
          className="flex flex-col gap-3 rounded-xl bg-white p-4"
        >
          <p className="text-sm text-muted">Ask us about this product and we&apos;ll answer by e-mail.</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormText label="Your name" name="sender_name" autoComplete="name" maxLength={100} />
            <FormEmail label="E-mail" name="sender_email" />
          </div>
          <FormTextArea label="Your question" name="question" maxLength={1000} />
          <FormSummary />
          <SubmitButton busy="Sending…" className="self-start">
            Send question
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
