import type { TQuestionState } from '@larder/contract/admin-feedback';
import { Send, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../ui/button';
import { Skeleton } from '../../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { FormError, formatWhen, Pager, Tag, textareaClass } from '../../../ui/content-kit';
import { useAnswerQuestion } from '../api/answer-question';
import { type TAdminQuestionRow, useQuestionList } from '../api/question-list';
import { useRejectQuestion } from '../api/reject-question';
import { StateFilter } from '../components/StateFilter';

const PAGE_LEN = 25;
const STATES = [
  ['pending', 'Waiting'],
  ['answered', 'Answered'],
  ['rejected', 'Rejected'],
] as const;

function StateTag({ status }: { status: TAdminQuestionRow['status'] }) {
  if (status === 'answered') return <Tag tone="green">Answered</Tag>;
  if (status === 'rejected') return <Tag tone="red">Rejected</Tag>;
  return <Tag tone="amber">Waiting</Tag>;
}

function QuestionItem({ q }: { q: TAdminQuestionRow }) {
  const id = useId();
  const [editing, setEditing] = useState(q.status === 'pending');
  const [text, setText] = useState(q.answer);
  const answer = useAnswerQuestion();
  const reject = useRejectQuestion();

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (answer.isPending) return;
    answer.mutate(
      { question: q.name, answer: text },
      {
        onSuccess: (r) => {
          notify(r.emailed ? `Answer sent to ${q.sender_email}` : 'Answer saved', { kind: 'success' });
          setEditing(false);
        },
      },
    );
  };

  return (
    <li className="rounded-xl border border-line bg-white p-4" data-testid="admin-question">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words">{q.sender_name}</p>
          <p className="text-xs break-words text-muted">
            <span className="break-all">{q.sender_email}</span>
            {q.sender_phone ? ` · ${q.sender_phone}` : ''} · {formatWhen(q.created)} · on{' '}
            <a href={`/pr/${q.product_route}`} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {q.product_name}
            </a>
          </p>
        </div>
        <StateTag status={q.status} />
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap">{q.question}</p>
      {q.answer && !editing && (
        <div className="mt-3 rounded-lg bg-stone-50 p-3 text-sm">
          <p className="text-xs font-semibold text-muted">Our answer{q.answered_at ? ` · ${formatWhen(q.answered_at)}` : ''}</p>
          <p className="mt-1 break-words whitespace-pre-wrap">{q.answer}</p>
        </div>
      )}
      {editing ? (
        <form onSubmit={send} className="mt-3 flex flex-col gap-2">
          <label htmlFor={`${id}-answer`} className="text-sm font-medium">
            Answer
          </label>
          <textarea
            id={`${id}-answer`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            maxLength={2000}
            required
            className={textareaClass}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="text-xs text-muted">
            {q.answered_at
              ? 'The corrected answer is saved; the customer is not e-mailed again.'
              : `${q.sender_name} is e-mailed this answer.`}
          </p>
          <FormError error={answer.error} />
          <div className="flex flex-wrap justify-end gap-2">
            {q.status !== 'pending' && (
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            )}
            {q.status === 'pending' && (
              <Button
                variant="ghost"
                size="sm"
                disabled={reject.isPending}
                onClick={() => reject.mutate({ question: q.name }, { onError: (err) => notify(err.message, { kind: 'error' }) })}
                aria-label={`Reject the question from ${q.sender_name}`}
              >
                <X aria-hidden="true" className="size-4" /> Reject
              </Button>
            )}
            <Button type="submit" size="sm" disabled={answer.isPending || text.trim().length < 2}>
              <Send aria-hidden="true" className="size-4" /> {answer.isPending ? 'Sending…' : q.answered_at ? 'Save answer' : 'Send answer'}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {q.status === 'answered' && (
            <Button
              variant="ghost"
              size="sm"
              disabled={reject.isPending}
              onClick={() => reject.mutate({ question: q.name }, { onError: (err) => notify(err.message, { kind: 'error' }) })}
              aria-label={`Reject the question from ${q.sender_name}`}
            >
              <X aria-hidden="true" className="size-4" /> Reject
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {q.answer ? 'Edit answer' : 'Answer'}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Shoppers' questions about products: answer them (the asker is e-mailed) or reject them. */
export default function QuestionsTab() {
  const [state, setState] = useState<TQuestionState>('pending');
  const [page, setPage] = useState(1);
  const list = useQuestionList({ status: state, page_no: page, page_len: PAGE_LEN });

  return (
    <div className="flex flex-col gap-4">
      <StateFilter
        value={state}
        options={STATES}
        counts={list.data?.counts}
        onChange={(s) => {
          setState(s);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <div aria-busy="true" aria-label="Loading questions" className="flex flex-col gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.questions.length === 0 ? (
        <EmptyState
          title={state === 'pending' ? 'No questions waiting' : `No ${state} questions`}
          text={state === 'pending' ? 'Questions shoppers ask on product pages wait here for an answer.' : undefined}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {list.data.questions.map((q) => (
              <QuestionItem key={`${q.name}-${q.status}`} q={q} />
            ))}
          </ul>
          <Pager
            page={page}
            pageLen={PAGE_LEN}
            shown={list.data.questions.length}
            total={list.data.total}
            onPage={setPage}
            label="Question pages"
          />
        </>
      )}
    </div>
  );
}
