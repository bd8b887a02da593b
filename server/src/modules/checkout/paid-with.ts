import type { Ctx } from '../../ctx';
import { invalid } from '../../lib/errors';
import { redeemQuote } from '../loyalty/loyalty.service';
import { getStoreSettings } from '../settings/settings.service';
import { walletBalance } from '../wallet/wallet.service';

export interface PaidWith {
  points: number;
  /** Value of the points (pence). */
  pointsAmount: number;
  /** From the wallet (pence). */
  walletAmount: number;
  /** What is left for the card (or cash on delivery). */
  rest: number;
}

/**
 * How a total is split between points, the wallet and the rest (the card, or cash). The bill
 * before paying and the order itself use this one function, so the card is charged what the
 * bill said. The shop's switches are the law: with reward points or the wallet off, asking for
 * them is refused.
 */
export async function paidWith(
  ctx: Ctx,
  customerId: string,
  total: number,
  want: { usePoints?: number; useWallet?: boolean; walletPays?: boolean },
): Promise<PaidWith> {
  const s = await getStoreSettings(ctx);
  let points = 0;
  let pointsAmount = 0;
  if (want.usePoints && want.usePoints > 0) {
    if (!s.enable_reward_points) throw invalid('Reward points are not available.', [{ field: 'use_points', message: 'Not available' }]);
    const q = await redeemQuote(ctx, customerId, total, want.usePoints);
    points = q.points;
    pointsAmount = q.deduction;
  }
  let walletAmount = 0;
  if (want.useWallet || want.walletPays) {
    if (!s.enable_wallet) throw invalid('The wallet is not available.', [{ field: 'use_wallet', message: 'Not available' }]);
    walletAmount = Math.max(0, Math.min(await walletBalance(ctx, customerId), total - pointsAmount));
  }
  return { points, pointsAmount, walletAmount, rest: total - pointsAmount - walletAmount };
}
