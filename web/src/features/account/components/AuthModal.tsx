import type { TAuthResult } from '@larder/contract/customers';
import { useState } from 'react';
import { assetUrl } from '../../../api/client';
import { useIsDesktop } from '../../../lib/use-media-query';
import { Dialog } from '../../../ui/dialog';
import { useWebsiteSettings } from '../../../lib/website-settings';
import { AUTH_TITLES, type AuthState } from './auth-state';
import { AuthViews } from './AuthViews';

/** The login/register/forgot-password modal; on desktop the shop's login image sits beside the form. */
export function AuthModal({
  open,
  onOpenChange,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn: (res: TAuthResult) => void;
}) {
  const [state, setState] = useState<AuthState>({ view: 'login' });
  const desktop = useIsDesktop();
  const { data: settings } = useWebsiteSettings();
  const image = desktop && settings?.login_image ? assetUrl(settings.login_image) : null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={AUTH_TITLES[state.view]} wide={!!image}>
      <div className={image ? 'grid grid-cols-[5fr_6fr] gap-6' : ''}>
        {image && (
          <div className="relative min-h-72 overflow-hidden rounded-xl bg-stone-100">
            <img src={image} alt="" width={800} height={1000} className="absolute inset-0 size-full object-cover" />
          </div>
        )}
        <div className="min-w-0">
          <AuthViews
            autoFocus
            state={state}
            onSwitch={setState}
            onSignedIn={(res) => {
              onOpenChange(false);
              onSignedIn(res);
            }}
          />
        </div>
      </div>
    </Dialog>
  );
}
