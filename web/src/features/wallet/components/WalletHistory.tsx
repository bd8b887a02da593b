import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { formatPrice } from '../../../lib/money';
import { useIsDesktop } from '../../../lib/use-media-query';
import { useWalletHistory } from '../api/get-wallet-details';
import { HistoryList } from './HistoryList';

/** The wallet's transactions: 10 per page on mobile, 20 on desktop, more as the list scrolls. */
export function WalletHistory({ customer }: { customer: string }) {
  const query = useWalletHistory(customer, useIsDesktop() ? 20 : 10);
  const entries = (query.data?.pages.flatMap((p) => p[0]?.transactions ?? []) ?? []).map((t) => {
    const credit = t.status === 'Credited';
    return {
      key: t.name,
      title: t.notes || (credit ? 'Added to wallet' : 'Paid from wallet'),
      date: t.transaction_date,
      reference: t.order_id,
      plus: credit,
      amount: formatPrice(t.amount),
      kind: t.status,
      kindClass: `font-medium ${credit ? 'text-leaf' : 'text-muted'}`,
      icon: (
        <span
          aria-hidden="true"
          className={`mt-0.5 grid size-8 shrink-0 place-items-center rounded-full ${credit ? 'bg-green-100 text-leaf' : 'bg-stone-100 text-ink'}`}
        >
          {credit ? <ArrowDownLeft className="size-4" /> : <ArrowUpRight className="size-4" />}
        </span>
      ),
    };
  });
  return (
    <HistoryList
      query={query}
      entries={entries}
      what="wallet history"
      empty={{ title: 'No wallet history yet', text: 'Money you add, spend or get back will show here.' }}
      testId="wallet-history"
    />
  );
}
