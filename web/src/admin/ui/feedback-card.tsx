import type { ReactNode } from 'react';
import { Tag } from './content-kit';

type FeedbackState = 'pending' | 'approved' | 'answered' | 'rejected';
const STATE_TAGS = {
  pending: ['amber', 'Waiting'],
  approved: ['green', 'Approved'],
  answered: ['green', 'Answered'],
  rejected: ['red', 'Rejected'],
} as const;

/** A moderation list's state switch: each state with its word ("Waiting"), in order. */
export function stateOptions<S extends FeedbackState>(...states: S[]): (readonly [S, string])[] {
  return states.map((s) => [s, STATE_TAGS[s][1]] as const);
}

/**
 * What a shopper wrote (a review, a question, a blog comment) for the team to moderate: who, when,
 * on which product or post, its state, the text exactly as typed, then `children` (an answer, actions).
 */
export function FeedbackCard({
  testId,
  title,
  lead,
  byline,
  about,
  status,
  text,
  children,
}: {
  testId: string;
  title: string;
  /** Shown before the title (a review's stars). */
  lead?: ReactNode;
  byline: ReactNode;
  /** The product or post it is about, opened in the shop. */
  about: { href: string; name: string };
  status: FeedbackState;
  text: string;
  children: ReactNode;
}) {
  const [tone, word] = STATE_TAGS[status];
  return (
    <li className="rounded-xl border border-line bg-white p-4" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            {lead}
            <p className="font-semibold break-words">{title}</p>
          </div>
          <p className="mt-0.5 text-xs break-words text-muted">
            {byline} · on{' '}
            <a href={about.href} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {about.name}
            </a>
          </p>
        </div>
        <Tag tone={tone}>{word}</Tag>
      </div>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap">{text}</p>
      {children}
    </li>
  );
}
