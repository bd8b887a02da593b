import { CheckCircle2, Mail, MailX, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../app/shell/page-meta';
import { buttonClass } from '../../../ui/button';
import { NewsletterForm } from '../components/NewsletterForm';

const STATES = {
  confirmed: {
    icon: CheckCircle2,
    tone: 'text-emerald-700',
    title: 'You are subscribed',
    text: 'Thank you for confirming. Our weekly offers and recipes will arrive in your inbox.',
    form: false,
  },
  unsubscribed: {
    icon: MailX,
    tone: 'text-stone-500',
    title: 'You have been unsubscribed',
    text: 'You will not receive our newsletter any more. Changed your mind? You can sign up again below.',
    form: true,
  },
  invalid: {
    icon: TriangleAlert,
    tone: 'text-amber-600',
    title: 'This link is not valid',
    text: 'The link has expired or has already been used. Sign up again and we will send you a fresh confirmation e-mail.',
    form: true,
  },
  none: {
    icon: Mail,
    tone: 'text-brand-600',
    title: 'Newsletter',
    text: 'Weekly offers, new recipes and butchery guides. We will ask you to confirm your e-mail address first.',
    form: true,
  },
} as const;

/** /newsletter?status=confirmed|unsubscribed|invalid: where the newsletter e-mail's links land; without a status, the sign-up. */
export function NewsletterPage() {
  const [params] = useSearchParams();
  const status = params.get('status');
  const state = STATES[status === 'confirmed' || status === 'unsubscribed' || status === 'invalid' ? status : 'none'];
  usePageMeta({ title: 'Newsletter', back: true });
  const Icon = state.icon;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 md:py-14">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm md:p-10">
        <Icon aria-hidden="true" className={`mx-auto size-14 ${state.tone}`} />
        <h1 className="mt-3 text-2xl font-extrabold">{state.title}</h1>
        <p className="mt-2 text-muted">{state.text}</p>
        {state.form ? (
          <div className="mt-6 text-left">
            <NewsletterForm title="Sign up" text="Enter your e-mail address and press Subscribe." compact />
          </div>
        ) : (
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/" className={buttonClass('primary', 'lg')}>
              Start shopping
            </Link>
            <Link to="/blog-list" className={buttonClass('secondary', 'lg')}>
              Recipes &amp; guides
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
