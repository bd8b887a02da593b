import type { TReviewState } from '@larder/contract/admin-feedback';
import { Check, Star, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { notify } from '../../../../ui/toast';
import { formatWhen } from '../../../ui/content-kit';
import { type TAdminReviewRow, useReviewList } from '../api/review-list';
import { useSetReviewStatus } from '../api/set-review-status';
import { FeedbackCard, stateOptions } from '../../../ui/feedback-card';
import { Queue, QUEUE_PAGE_LEN, useQueue } from '../components/StateFilter';

const STATES = stateOptions('pending', 'approved', 'rejected');

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className={`size-4 ${i < rating ? 'fill-amber-400 text-amber-500' : 'text-stone-300'}`} />
      ))}
    </span>
  );
}

/** Reviews wait here until approved (then they show on the product page) or rejected. Text is shown exactly as typed. */
export default function ReviewsTab() {
  const queue = useQueue<TReviewState>('pending');
  const list = useReviewList({ status: queue.state, page_no: queue.page, page_len: QUEUE_PAGE_LEN });
  const setStatus = useSetReviewStatus();
  const [busy, setBusy] = useState<string | null>(null);

  const decide = (r: TAdminReviewRow, status: 'approved' | 'rejected') => {
    setBusy(r.name);
    setStatus.mutate(
      { review: r.name, status },
      {
        onSuccess: () =>
          notify(status === 'approved' ? `Approved: it now shows on ${r.product_name}` : 'Rejected: it will not be shown', {
            kind: 'success',
          }),
        onError: (err) => notify(err.message, { kind: 'error' }),
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <Queue
      noun="review"
      states={STATES}
      queue={queue}
      list={list}
      rows={list.data?.reviews}
      waiting="New reviews wait here until someone approves them."
      renderRow={(r: TAdminReviewRow) => (
        <FeedbackCard
          key={r.name}
          testId="admin-review"
          title={r.title}
          lead={<Stars rating={r.rating} />}
          byline={`${r.customer_name} · ${formatWhen(r.created)}`}
          about={{ href: `/pr/${r.product_route}`, name: r.product_name }}
          status={r.status}
          text={r.message}
        >
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            {r.status !== 'rejected' && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy === r.name}
                onClick={() => decide(r, 'rejected')}
                aria-label={`Reject the review “${r.title}” by ${r.customer_name}`}
              >
                <X aria-hidden="true" className="size-4" /> Reject
              </Button>
            )}
            {r.status !== 'approved' && (
              <Button
                size="sm"
                disabled={busy === r.name}
                onClick={() => decide(r, 'approved')}
                aria-label={`Approve the review “${r.title}” by ${r.customer_name}`}
              >
                <Check aria-hidden="true" className="size-4" /> Approve
              </Button>
            )}
          </div>
        </FeedbackCard>
      )}
    />
  );
}
