import type { TAuthResult } from '@larder/contract/customers';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { assetUrl } from '../../../api/client';
import { useSession } from '../../../lib/session';
import { useIsDesktop } from '../../../lib/use-media-query';
import { buttonClass } from '../../../ui/button';
import { useWebsiteSettings } from '../../../lib/website-settings';
import { type AuthState } from './auth-state';
import { AuthViews } from './AuthViews';

/** The full-page frame of the sign-in pages: the form in a card, the login image beside it on desktop. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const desktop = useIsDesktop();
  const { data: settings } = useWebsiteSettings();
  const image = desktop && settings?.login_image ? assetUrl(settings.login_image) : null;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 md:py-10">
      <div className={`mx-auto overflow-hidden rounded-2xl bg-white shadow-sm ${image ? 'grid grid-cols-[5fr_6fr]' : 'max-w-md'}`}>
        {image && (
          <div className="relative min-h-96 bg-stone-100">
            <img src={image} alt="" width={800} height={1000} className="absolute inset-0 size-full object-cover" />
          </div>
        )}
        <div className="min-w-0 p-5 md:p-8">
          <h1 className="mb-4 text-2xl font-bold">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}

/** /login, /register and /forgetten: one view of the sign-in forms; switching views changes the page. */
export function AuthPage({
  title,
  state,
  onSwitch,
  onSignedIn,
}: {
  title: string;
  state: AuthState;
  onSwitch: (next: AuthState) => void;
  onSignedIn: (res: TAuthResult) => void;
}) {
  return (
    <AuthFrame title={title}>
      <AuthViews state={state} onSwitch={onSwitch} onSignedIn={onSignedIn} />
    </AuthFrame>
  );
}

/** Shown on the sign-in pages to someone already signed in. */
export function AlreadySignedIn() {
  const session = useSession();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-[15px]">
        You are signed in as <span className="font-semibold">{session?.customer_name}</span>.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to="/my-account" className={buttonClass('primary', 'lg')}>
          My Account
        </Link>
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
