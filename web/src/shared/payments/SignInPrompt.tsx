import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { shellEvents } from '../../app/shell/shell-state';
import { Button } from '../../ui/button';

/** What a guest sees on a page that needs an account (wallet, points, subscriptions): the login modal comes back here. */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl bg-white px-5 py-8 text-center shadow-sm">
      <LogIn aria-hidden="true" className="size-10 text-brand-600" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted">{text}</p>
      <Button size="lg" onClick={() => shellEvents.openLogin(`${pathname}${search}`)}>
        Sign in
      </Button>
    </div>
  );
}
