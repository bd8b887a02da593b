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
