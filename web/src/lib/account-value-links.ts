import { Gift, type LucideIcon, Wallet } from 'lucide-react';
import { useWebsiteSettings } from './website-settings';

export interface ValueLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const WALLET_LINK: ValueLink = { to: '/wallet', label: 'Wallet', icon: Wallet };
export const POINTS_LINK: ValueLink = { to: '/reward-points', label: 'Reward Points', icon: Gift };

/**
 * Wallet and Reward Points, each while the shop runs it (its store switch, decision 015): the
 * account dropdown, the account navigation and the footer all list them.
 */
export function useValueLinks(): ValueLink[] {
  const { data } = useWebsiteSettings();
  return [...(data?.enable_wallet === 1 ? [WALLET_LINK] : []), ...(data?.enable_reward_points === 1 ? [POINTS_LINK] : [])];
}
