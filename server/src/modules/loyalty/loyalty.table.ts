export interface PointsBalanceTable {
  customer_id: string;
  points: number;
  updated_at: string;
}

/** Points ledger: earned on paid orders, redeemed at checkout, reversed on cancellation. */
export interface PointsEntryTable {
  id: string;
  customer_id: string;
  points: number;
  kind: 'earn' | 'redeem' | 'reverse' | 'refund' | 'adjustment';
  reference: string;
  description: string;
  idempotency_key: string;
  created_at: string;
}
