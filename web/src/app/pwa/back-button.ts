import { HOME_PATHS } from '../shell/shell-state';
import { isSideTab } from '../shell/use-tab-back';

export type BackAction = 'close-dialog' | 'exit' | 'home' | 'back' | 'root';

/**
 * The Android back button in the native app (spec: from the category, wishlist or profile tabs
 * go to the mobile home; from home the app exits). An open dialog or menu closes first.
 */
export function backAction(pathname: string, canGoBack: boolean, dialogOpen: boolean): BackAction {
  if (dialogOpen) return 'close-dialog';
  if (HOME_PATHS.includes(pathname)) return 'exit';
  if (isSideTab(pathname)) return 'home';
  return canGoBack ? 'back' : 'root';
}

/** An open Radix dialog or side panel (they close on Escape). */
export function openDialog(): Element | null {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]');
}

export interface BackIO {
  navigate: (path: string, opts: { replace: true }) => void;
  exitApp: () => void;
  historyBack: () => void;
}

/** Does what the back button asks on `pathname` (the hardware button's handler). */
export function onHardwareBack(pathname: string, canGoBack: boolean, io: BackIO): BackAction {
  const action = backAction(pathname, canGoBack, !!openDialog());
  switch (action) {
    case 'close-dialog':
      // Radix closes its dialogs and panels on Escape (it listens on the document).
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      break;
    case 'exit':
      io.exitApp();
      break;
    case 'home':
      io.navigate('/tabs/home', { replace: true });
      break;
    case 'back':
      io.historyBack();
      break;
    case 'root':
      io.navigate('/', { replace: true });
      break;
  }
  return action;
}
