import { usePointHistory } from '../api/get-point-history';
import { HistoryList } from './HistoryList';

const points = (n: number) => `${Math.abs(n).toLocaleString('en-GB')} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** Points earned, redeemed, reversed and returned, newest first. */
export function PointsHistory({ customer }: { customer: string }) {
  const query = usePointHistory(customer);
  const entries = (query.data?.pages.flat() ?? []).map((e) => ({
    key: e.name,
    title: e.description || e.type,
    date: e.date,
    reference: e.reference,
    plus: e.points >= 0,
    amount: points(e.points),
    kind: e.type,
  }));
  return (
    <HistoryList
      query={query}
      entries={entries}
      what="points history"
      empty={{ title: 'No reward points yet', text: 'Points you earn on paid orders will show here.' }}
    />
  );
}
