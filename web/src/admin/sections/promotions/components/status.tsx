import type { TDiscount } from '../api/discount-list';
import { Tag } from '../../../ui/content-kit';

const TONES = { Active: 'green', Scheduled: 'sky', Expired: 'stone', 'Used up': 'amber', Inactive: 'stone' } as const;

export function DiscountStatus({ status }: { status: TDiscount['status'] }) {
  return <Tag tone={TONES[status]}>{status}</Tag>;
}

export const STATUSES: TDiscount['status'][] = ['Active', 'Scheduled', 'Expired', 'Used up', 'Inactive'];
