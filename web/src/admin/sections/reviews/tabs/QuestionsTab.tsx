import type { TQuestionState } from '@larder/contract/admin-feedback';
import { Send, X } from 'lucide-react';
import { adminFeedbackCalls } from '@larder/contract/admin-feedback';
import { useId, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Form, FormSummary, SubmitButton, useContractForm } from '../../../../shared/forms';
import { ConsoleTextArea } from '../../../ui/console-fields';
import { notify } from '../../../../ui/toast';
import { formatWhen } from '../../../ui/content-kit';
import { useAnswerQuestion } from '../api/answer-question';
import { type TAdminQuestionRow, useQuestionList } from '../api/question-list';
import { useRejectQuestion } from '../api/reject-question';
import { FeedbackCard, stateOptions } from '../../../ui/feedback-card';
import { Queue, QUEUE_PAGE_LEN, useQueue } from '../components/StateFilter';
import { textWords } from '../../../ui/console-words';

const SCHEMA = adminFeedbackCalls.admin_question_answer.payload.omit({ question: true });
const STATES = stateOptions('pending', 'answered', 'rejected');

function QuestionItem({ q }: { q: TAdminQuestionRow }) {
  const id = useId();
  const [editing, setEditing] = useState(q.status === 'pending');
  const answer = useAnswerQuestion();
  const reject = useRejectQuestion();
  const form = useContractForm(SCHEMA, {
    defaultValues: { answer: q.answer },
    words: { answer: { ...textWords('an answer', 2000), too_small: 'Please write an answer of at least 2 characters' } },
  });
  const typed = form.watch('answer').trim().length;
  const rejectButton = (
    <Button
      variant="ghost"
      size="sm"
      disabled={reject.isPending}
      onClick={() => reject.mutate({ question: q.name }, { onError: (err) => notify(err.message, { kind: 'error' }) })}
      aria-label={`Reject the question from ${q.sender_name}`}
    >
      <X aria-hidden="true" className="size-4" /> Reject
    </Button>
  );

  return (
    <FeedbackCard
      testId="admin-question"
      title={q.sender_name}
      byline={
        <>
          <span className="break-all">{q.sender_email}</span>
          {q.sender_phone ? ` · ${q.sender_phone}` : ''} · {formatWhen(q.created)}
        </>
      }
      about={{ href: `/pr/${q.product_route}`, name: q.product_name }}
      status={q.status}
      text={q.question}
    >
      {q.answer && !editing && (
        <div className="mt-3 rounded-lg bg-stone-50 p-3 text-sm">
          <p className="text-xs font-semibold text-muted">Our answer{q.answered_at ? ` · ${formatWhen(q.answered_at)}` : ''}</p>
          <p className="mt-1 break-words whitespace-pre-wrap">{q.answer}</p>
        </div>
      )}
      {editing ? (
        <Form
          form={form}
          className="mt-3 flex flex-col gap-2"
          onSubmit={async (values) => {
            const r = await answer.mutateAsync({ ...values, question: q.name });
            notify(r.emailed ? `Answer sent to ${q.sender_email}` : 'Answer saved', { kind: 'success' });
            setEditing(false);
          }}
        >
          <ConsoleTextArea
            name="answer"
            id={`${id}-answer`}
            label="Answer"
            rows={3}
            maxLength={2000}
            hint={
              q.answered_at
                ? 'The corrected answer is saved; the customer is not e-mailed again.'
                : `${q.sender_name} is e-mailed this answer.`
            }
          />
          <FormSummary />
          <div className="flex flex-wrap justify-end gap-2">
            {q.status !== 'pending' && (
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            )}
            {q.status === 'pending' && rejectButton}
            <SubmitButton busy="Sending…" size="sm" {...(typed < 2 ? { disabled: true } : {})}>
              <Send aria-hidden="true" className="size-4" /> {q.answered_at ? 'Save answer' : 'Send answer'}
            </SubmitButton>
          </div>
        </Form>
      ) : (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {q.status === 'answered' && rejectButton}
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {q.answer ? 'Edit answer' : 'Answer'}
          </Button>
        </div>
      )}
    </FeedbackCard>
  );
}

/** Shoppers' questions about products: answer them (the asker is e-mailed) or reject them. */
export default function QuestionsTab() {
  const queue = useQueue<TQuestionState>('pending');
  const list = useQuestionList({ status: queue.state, page_no: queue.page, page_len: QUEUE_PAGE_LEN });
  return (
    <Queue
      noun="question"
      states={STATES}
      queue={queue}
      list={list}
      rows={list.data?.questions}
      waiting="Questions shoppers ask on product pages wait here for an answer."
      renderRow={(q: TAdminQuestionRow) => <QuestionItem key={`${q.name}-${q.status}`} q={q} />}
    />
  );
}
