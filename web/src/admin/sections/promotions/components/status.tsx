import type { TDiscount } from '../api/discount-list';
import { Chip } from '../../../ui/delivery-kit';

const TONES = { Active: 'green', Scheduled: 'sky', Expired: 'stone', 'Used up': 'amber', Inactive: 'stone' } as const;

export function DiscountStatus({ status }: { status: TDiscount['status'] }) {
  return <Chip tone={TONES[status]}>{status}</Chip>;
}

export const STATUSES: TDiscount['status'][] = ['Active', 'Scheduled', 'Expired', 'Used up', 'Inactive'];
