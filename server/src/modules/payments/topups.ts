import { creditWallet } from '../wallet/wallet.service';
import type { PaymentPurpose } from './purposes';

/** A wallet top-up: all of a captured top-up is credited, once (its idempotency key is the attempt's id). */
export const walletTopups: PaymentPurpose = {
  async apply(tx, payment, amount) {
    await creditWallet(tx, {
      customerId: payment.customer_id,
      amount,
      kind: 'topup',
      reference: payment.id,
      key: `topup:${payment.id}`,
      notes: `Wallet top-up by card (${payment.provider})`,
    });
    return { applied: amount };
  },
};
