import type { StaffRole } from '@larder/contract';
import {
  BarChart3,
  ClipboardList,
  FileText,
  Megaphone,
  MessageSquareText,
  Package,
  PackageSearch,
  ScrollText,
  Settings,
  ShieldCheck,
  ShoppingBasket,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly StaffRole[];
}

const ALL: readonly StaffRole[] = ['owner', 'manager', 'picker'];
const MANAGERS: readonly StaffRole[] = ['owner', 'manager'];
const OWNERS: readonly StaffRole[] = ['owner'];

/** The console's sections, in the order the team uses them; each shown only to the roles that may use it. */
export const NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: BarChart3, roles: ALL },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingBasket, roles: ALL },
  { to: '/admin/picking', label: 'Picking', icon: ClipboardList, roles: ALL },
  { to: '/admin/catalogue', label: 'Catalogue', icon: Package, roles: MANAGERS },
  { to: '/admin/stock', label: 'Stock', icon: PackageSearch, roles: MANAGERS },
  { to: '/admin/delivery', label: 'Delivery', icon: Truck, roles: MANAGERS },
  { to: '/admin/promotions', label: 'Promotions', icon: Megaphone, roles: MANAGERS },
  { to: '/admin/customers', label: 'Customers', icon: Users, roles: MANAGERS },
  { to: '/admin/content', label: 'Content', icon: FileText, roles: MANAGERS },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText, roles: MANAGERS },
  { to: '/admin/settings', label: 'Settings', icon: Settings, roles: OWNERS },
  { to: '/admin/staff', label: 'Staff', icon: ShieldCheck, roles: OWNERS },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText, roles: MANAGERS },
];
