import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/states';
import { notify } from '../../../../ui/toast';
import { ConfirmDialog, FormError, formatWhen } from '../../../ui/content-kit';
import { FeedbackCard } from '../../../ui/feedback-card';
import { PagedList } from '../../../ui/paged-list';
import { type BlogCommentsResult, useBlogComments } from '../api/blog-comments';
import { useModerateComment } from '../api/moderate-comment';

type Comment = BlogCommentsResult['comments'][number];
type Filter = 'pending' | 'approved' | 'all';
const PAGE_LEN = 25;

/** The moderation queue: comments waiting first; each is shown exactly as typed, as plain text. */
export default function CommentsTab() {
  const [filter, setFilter] = useState<Filter>('pending');
  const [page, setPage] = useState(1);
  const list = useBlogComments({ status: filter, page_no: page, page_len: PAGE_LEN });
  const moderate = useModerateComment();
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const approve = (c: Comment) => {
    setBusy(c.name);
    moderate.mutate(
      { name: c.name, action: 'approve' },
      {
        onSuccess: (r) => notify(r.message, { kind: 'success' }),
        onError: (err) => notify(err.message, { kind: 'error' }),
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show" className="inline-flex rounded-full border border-line bg-white p-1">
          {(
            [
              ['pending', 'Waiting'],
              ['approved', 'Approved'],
              ['all', 'All'],
            ] as const
          ).map(([v, label]) => (
            <button
              key={v}
              type="button"
              aria-pressed={filter === v}
              onClick={() => {
                setFilter(v);
                setPage(1);
              }}
              className={`rounded-full px-4 py-1.5 text-sm font-semibold ${filter === v ? 'bg-brand-600 text-white' : 'text-ink hover:bg-stone-100'}`}
            >
              {label}
            </button>
          ))}
        </div>
        {list.data && <p className="text-sm text-muted">{list.data.pending} waiting for approval</p>}
      </div>
      <PagedList
        query={list}
        rows={list.data?.comments}
        total={list.data?.total}
        paging={{ page, pageLen: PAGE_LEN, onPage: setPage, label: 'Comment pages' }}
        loading={{ label: 'Loading comments', blocks: ['h-24 w-full', 'h-24 w-full', 'h-24 w-full', 'h-24 w-full'] }}
        empty={
          <EmptyState
            title={filter === 'pending' ? 'Nothing to moderate' : 'No comments'}
            text={filter === 'pending' ? 'New comments wait here until someone approves them.' : undefined}
          />
        }
        renderRow={(c) => (
          <FeedbackCard
            key={c.name}
            testId="admin-comment"
            title={c.author}
            byline={
              <>
                <span className="break-all">{c.email}</span> · {formatWhen(c.created)}
              </>
            }
            about={{ href: `/blog-detail/${c.post_route}`, name: c.post_title }}
            status={c.is_approved ? 'approved' : 'pending'}
            text={c.comment}
          >
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={() => setDeleting(c)} aria-label={`Delete the comment by ${c.author}`}>
                <Trash2 aria-hidden="true" className="size-4" /> Delete
              </Button>
              {!c.is_approved && (
                <Button size="sm" disabled={busy === c.name} onClick={() => approve(c)} aria-label={`Approve the comment by ${c.author}`}>
                  <Check aria-hidden="true" className="size-4" /> {busy === c.name ? 'Approving…' : 'Approve'}
                </Button>
              )}
            </div>
          </FeedbackCard>
        )}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => {
          if (!o) {
            setDeleting(null);
            moderate.reset();
          }
        }}
        title="Delete this comment?"
        confirmLabel="Delete comment"
        danger
        pending={moderate.isPending}
        onConfirm={() =>
          deleting &&
          moderate.mutate(
            { name: deleting.name, action: 'delete' },
            {
              onSuccess: (r) => {
                notify(r.message, { kind: 'success' });
                setDeleting(null);
              },
            },
          )
        }
      >
        <p>
          The comment by <strong>{deleting?.author}</strong> is removed for good
          {deleting?.is_approved ? ' and disappears from the post' : ''}.
        </p>
        <FormError error={moderate.error} />
      </ConfirmDialog>
    </div>
  );
}
