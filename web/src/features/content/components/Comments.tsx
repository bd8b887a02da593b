import type { CallResult } from '@larder/contract';
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { useInsertBlogComment } from '../api/insert-blog-comments';
import { FormMessage, serverErrors } from '../../../ui/form-fields';
import { EMAIL_RE, TextAreaField, TextField } from './fields';

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

type Field = 'user_name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;

function validate(v: Record<Field, string>): Errors {
  const e: Errors = {};
  if (!v.user_name.trim()) e.user_name = 'Please enter your name';
  if (!v.email.trim()) e.email = 'Please enter your e-mail address';
  else if (!EMAIL_RE.test(v.email.trim())) e.email = 'Please enter a valid e-mail address';
  if (!v.message.trim()) e.message = 'Please write your comment';
  else if (v.message.trim().length < 2) e.message = 'Your comment is too short';
  return e;
}

/**
 * Name, e-mail and comment. Comments are checked by the shop before they show, so a successful
 * post answers with the server's moderation message rather than adding the comment to the list.
 */
export function CommentForm({ blog, headingId }: { blog: string; headingId: string }) {
  const session = useSession();
  const insert = useInsertBlogComment(blog);
  const [values, setValues] = useState<Record<Field, string>>({
    user_name: session?.customer_name ?? '',
    email: session?.email ?? '',
    message: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const set = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }));
    if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    setDone(null);
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${headingId}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    insert.mutate(
      { blog, user_name: values.user_name.trim(), email: values.email.trim(), message: values.message.trim() },
      {
        onSuccess: (res) => {
          if (res.status === 'success') {
            setDone(res.message);
            setValues((v) => ({ ...v, message: '' }));
          } else setFormError(res.message);
        },
        onError: (err) => {
          const s = serverErrors(err, ['user_name', 'email', 'message'] as const);
          setErrors(s.fields);
          setFormError(s.form);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${headingId}-user_name`}
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={80}
          value={values.user_name}
          onChange={set('user_name')}
          error={errors.user_name}
        />
        <TextField
          id={`${headingId}-email`}
          label="E-mail"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          hint="Never shown with your comment."
        />
      </div>
      <TextAreaField
        id={`${headingId}-message`}
        label="Comment"
        name="comment"
        rows={5}
        maxLength={2000}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
      />
      <FormMessage kind="error">{formError}</FormMessage>
      <FormMessage kind="notice">{done}</FormMessage>
      <div>
        <Button type="submit" size="lg" disabled={insert.isPending}>
          {insert.isPending ? 'Posting…' : 'Post comment'}
        </Button>
      </div>
    </form>
  );
}
