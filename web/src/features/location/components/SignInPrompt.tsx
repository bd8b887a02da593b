import { LogIn } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { shellEvents } from '../../../app/shell/shell-state';
import { Button } from '../../../ui/button';

/** What a guest sees on an address page: the login modal opens at once, and a button brings it back. */
export function SignInPrompt({ title, text, redirect }: { title: string; text: string; redirect: string }) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    shellEvents.openLogin(redirect);
  }, [redirect]);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3 px-4 py-12 text-center">
      <LogIn aria-hidden="true" className="size-12 text-brand-600" />
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="text-sm text-muted">{text}</p>
      <Button size="lg" onClick={() => shellEvents.openLogin(redirect)}>
        Sign In
      </Button>
    </div>
  );
}
