import { useQueryClient } from '@tanstack/react-query';
import { setCounts } from '../../../lib/counts-store';
import { clearSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { notify } from '../../../ui/toast';
import { useLogout } from '../api/logout';
import { clearAppStorage } from '../session-actions';

/**
 * The logout confirmation ('Alert'). Logging out ends the token on the server, then forgets
 * everything the browser kept for the shopper (session, guest, location, cached data).
 */
export function LogoutDialog({
  open,
  onOpenChange,
  onSignedOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedOut: () => void;
}) {
  const qc = useQueryClient();
  const logout = useLogout();

  function confirm() {
    logout.mutate(undefined, {
      // Offline or an expired token: the local session ends all the same.
      onSettled: () => {
        clearSession();
        clearAppStorage();
        qc.clear();
        setCounts({ cart: 0, wishlist: 0 });
        onOpenChange(false);
        notify('You have been logged out.');
        onSignedOut();
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !logout.isPending && onOpenChange(o)} title="Alert">
      <p className="mb-5 text-[15px]">Are you sure you want to log out?</p>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={logout.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={logout.isPending}>
          {logout.isPending ? 'Logging out…' : 'Logout'}
        </Button>
      </div>
    </Dialog>
  );
}
