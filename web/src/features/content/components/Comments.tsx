import type { CallResult } from '@larder/contract';
import { MessageSquare } from 'lucide-react';
import { ZBlogCommentInput } from '@larder/contract/content';
import { useSession } from '../../../lib/session';
import {
  EMAIL_WORDS,
  Form,
  FormEmail,
  FormRefusal,
  FormSummary,
  FormText,
  FormTextArea,
  SubmitButton,
  useContractForm,
} from '../../../shared/forms';
import { useInsertBlogComment } from '../api/insert-blog-comments';

export type BlogComment = CallResult<'get_blog_details'>['comments'][number];

/** Approved comments, newest first. Name and text are shown exactly as typed, as text (never markup). */
export function CommentList({ comments }: { comments: BlogComment[] }) {
  if (!comments.length)
    return (
      <p className="flex items-center gap-2 rounded-xl bg-stone-50 px-4 py-3 text-sm text-muted">
        <MessageSquare aria-hidden="true" className="size-4" /> No comments yet. Be the first to share your thoughts.
      </p>
    );
  return (
    <ol className="flex flex-col gap-3">
      {comments.map((c) => (
        <li key={c.name} className="rounded-xl border border-line bg-white p-4">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold break-words" data-testid="comment-author">
              {c.name1}
            </span>
            <span className="text-xs text-muted">{c.creation}</span>
          </p>
          <p className="mt-1.5 text-[15px] break-words whitespace-pre-line text-stone-800" data-testid="comment-text">
            {c.comments}
          </p>
        </li>
      ))}
    </ol>
  );
}

const SCHEMA = ZBlogCommentInput.omit({ blog: true });
const WORDS = {
  user_name: { required: 'Please enter your name' },
  email: EMAIL_WORDS,
  message: { required: 'Please write your comment', too_small: 'Your comment is too short' },
};

/**
 * Name, e-mail and comment. Comments are checked by the shop before they show, so a successful
 * post answers with the server's moderation message rather than adding the comment to the list.
 */
export function CommentForm({ blog, headingId }: { blog: string; headingId: string }) {
  const session = useSession();
  const insert = useInsertBlogComment(blog);
  const form = useContractForm(SCHEMA, {
    defaultValues: { user_name: session?.customer_name ?? '', email: session?.email ?? '', message: '' },
    words: WORDS,
  });

  return (
    <Form
      form={form}
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
      onSubmit={async (values) => {
        const res = await insert.mutateAsync({ blog, ...values });
        if (res.status !== 'success') throw new FormRefusal(res.message);
        form.resetField('message');
        return res.message;
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormText label="Name" name="user_name" autoComplete="name" maxLength={80} />
        <FormEmail label="E-mail" name="email" inputMode="email" hint="Never shown with your comment." />
      </div>
      <FormTextArea label="Comment" name="message" rows={5} maxLength={2000} />
      <FormSummary />
      <div>
        <SubmitButton size="lg" busy="Posting…">
          Post comment
        </SubmitButton>
      </div>
    </Form>
  );
}
