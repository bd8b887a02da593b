import { Cake, LogIn, PartyPopper } from 'lucide-react';
import { MONTHS, type Month, ZBirthday } from '@larder/contract/content';
import { useState } from 'react';
import { shellEvents } from '../../../app/shell/shell-state';
import { usePageMeta } from '../../../app/shell/page-meta';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/states';
import { useCustomerByEmail } from '../api/get-customers-by-email';
import { useJoinBirthdayClub } from '../api/insert-doc';
import { Form, FormRefusal, FormSelect, FormSummary, SubmitButton, useContractForm } from '../../../shared/forms';
import { FormMessage } from '../../../ui/form-fields';

function Intro() {
  return (
    <p className="mt-2 text-muted">
      Tell us your birthday and we will send you a birthday treat by e-mail every year. We only need the day and the month.
    </p>
  );
}

function GuestPrompt() {
  return (
    <div className="mt-6 flex flex-col items-center gap-3 rounded-xl bg-stone-50 p-5 text-center">
      <LogIn aria-hidden="true" className="size-8 text-brand-600" />
      <p className="text-sm">Please sign in to join the Birthday Club with your account.</p>
      <Button size="lg" onClick={() => shellEvents.openLogin('/birthday-club')}>
        Sign In
      </Button>
    </div>
  );
}

/** Day and month selects; joining again with another date changes it. */
function JoinForm({
  email,
  initial,
  onDone,
}: {
  email: string;
  initial?: { day: number; month: string };
  onDone?: (message: string) => void;
}) {
  const join = useJoinBirthdayClub();
  const form = useContractForm(ZBirthday, {
    defaultValues: { day: initial ? String(initial.day) : '', month: (initial?.month ?? '') as Month },
    words: { day: { required: 'Please choose a day' }, month: { required: 'Please choose a month' } },
  });

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const res = await join.mutateAsync({ email, ...values });
        if (res.status !== 'success') throw new FormRefusal(res.message);
        onDone?.(res.message);
      }}
      aria-label="Your birthday"
      className="mt-6 flex flex-col gap-4"
    >
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
        <FormSelect label="Day" name="day">
          <option value="">Day</option>
          {Array.from({ length: 31 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </FormSelect>
        <FormSelect label="Month" name="month">
          <option value="">Month</option>
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </FormSelect>
      </div>
      <FormSummary />
      <SubmitButton busy="Saving…" size="lg">
        {initial ? 'Save my birthday' : 'Join the Birthday Club'}
      </SubmitButton>
    </Form>
  );
}

/** /birthday-club: a signed-in customer joins with their birthday (day and month), or sees they are a member. */
export function BirthdayClubPage() {
  usePageMeta({ title: 'Birthday Club', back: true });
  const session = useSession();
  const email = session?.email;
  const record = useCustomerByEmail(email);
  const [editing, setEditing] = useState(false);
  const [welcome, setWelcome] = useState<string | null>(null);
  const member = record.data?.birthday_club ?? null;

  let body;
  if (!session) body = <GuestPrompt />;
  else if (!email) body = <FormMessage kind="error">We could not read your e-mail address. Please sign out and sign in again.</FormMessage>;
  else if (record.isPending)
    body = (
      <div aria-busy="true" aria-label="Loading your membership" className="mt-6 flex flex-col gap-3">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    );
  else if (record.isError)
    body = <ErrorState error={record.error} title="We could not load your membership" onRetry={() => void record.refetch()} />;
  else if (member && !editing)
    body = (
      <div role="status" className="mt-6 flex flex-col items-center gap-2 rounded-xl bg-emerald-50 p-5 text-center text-emerald-900">
        <PartyPopper aria-hidden="true" className="size-8" />
        <p className="text-lg font-bold">{welcome ?? "You're a member"}</p>
        <p className="text-sm">
          We have your birthday as{' '}
          <strong>
            {member.day} {member.month}
          </strong>
          . Look out for a treat in your inbox ({email}).
        </p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setEditing(true)}>
          Change date
        </Button>
      </div>
    );
  else
    body = (
      <JoinForm
        email={email}
        initial={member ?? undefined}
        onDone={(message) => {
          setEditing(false);
          setWelcome(message);
        }}
      />
    );

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 md:py-14">
      <div className="rounded-2xl bg-white p-6 shadow-sm md:p-8">
        <Cake aria-hidden="true" className="size-12 text-brand-600" />
        <h1 className="mt-3 text-2xl font-extrabold">Birthday Club</h1>
        <Intro />
        {body}
      </div>
    </div>
  );
}
