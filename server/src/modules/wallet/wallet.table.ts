/** The wallet's balance: kept equal to the sum of its ledger entries; changed only with an entry. */
export interface WalletBalanceTable {
  customer_id: string;
  balance: number;
  updated_at: string;
}

/** A ledger line: credits (top-up, refund, cashback, adjustment) positive, debits (checkout) negative. */
export interface WalletEntryTable {
  id: string;
  customer_id: string;
  amount: number;
  kind: 'topup' | 'refund' | 'cashback' | 'checkout' | 'adjustment';
  reference: string;
  notes: string;
  /** Unique: the same top-up, refund or debit is never recorded twice. */
  idempotency_key: string;
  created_at: string;
}
