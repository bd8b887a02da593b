import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { useSession } from '../../lib/session';
import { requestSignIn } from '../../shared/cart/cart-owner';
import { useCheckCartStock } from '../../shared/cart/check-cart-stock';
import { invalidateCart } from '../../shared/cart/get-cart';
import type { CartAlerts } from '../../shared/cart/use-cart-alert';

/**
 * 'Proceed To Checkout': the stock check runs first (a failure shows its message and marks the
 * line); then a signed-in customer goes to /checkout and a guest is asked to sign in, landing on
 * /checkout afterwards.
 */
export function useProceedToCheckout(alerts: CartAlerts) {
  const session = useSession();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const check = useCheckCartStock();
  const [noStockLine, setNoStockLine] = useState<string | null>(null);

  const proceed = async () => {
    if (check.isPending) return;
    try {
      const res = await check.mutateAsync();
      if (!res.status) {
        setNoStockLine(res.line);
        void invalidateCart(qc);
        await alerts.inform(res.message);
        return;
      }
      setNoStockLine(null);
      if (session) void navigate('/checkout');
      else requestSignIn('/checkout');
    } catch (err) {
      await alerts.inform(errorText(err));
    }
  };

  return { proceed, checking: check.isPending, noStockLine, signedIn: Boolean(session) };
}
