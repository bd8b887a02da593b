import { useEffect, useState } from 'react';
import { useWebsiteSettings } from '../../lib/website-settings';
import { useAppConfig } from '../../lib/app-config';
import { exitApp, installedVersion, openExternal } from '../../shared/native/native-app';
import { nativePlatform } from '../../shared/native/platform';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { storeUrl, updateOffer, updateText } from './native-update';

/** Time for the system to take the store link before the app closes. */
const EXIT_DELAY_MS = 400;

/**
 * 'Update Available' in the native app: the installed version differs from the server's and
 * show_popup is set. Cancel closes the dialog, or the app when the update is forced; Update opens
 * the store page and closes the app. Follows the live config, so a change shows in open apps.
 */
export function NativeUpdatePrompt() {
  const config = useAppConfig();
  const settings = useWebsiteSettings();
  const [installed, setInstalled] = useState<string | null>(null);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  useEffect(() => {
    void installedVersion().then(setInstalled);
  }, []);

  const offer = updateOffer(installed, config?.app_version);
  if (!offer) return null;

  const cancel = () => {
    if (offer.force) void exitApp();
    else setClosedFor(offer.version);
  };
  const update = () => {
    const url = storeUrl(settings.data?.app_settings, nativePlatform());
    if (url) openExternal(url);
    else console.warn('No store link in the website settings');
    setTimeout(() => void exitApp(), EXIT_DELAY_MS);
  };

  return (
    <Dialog open={closedFor !== offer.version} onOpenChange={() => {}} title="Update Available" dismissable={false}>
      <p className="text-sm">{updateText(offer.version)}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel}>
          Cancel
        </Button>
        <Button onClick={update}>Update</Button>
      </div>
    </Dialog>
  );
}
