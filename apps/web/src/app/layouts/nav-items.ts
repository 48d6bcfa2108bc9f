import {
  Bell,
  Building2,
  CreditCard,
  Hammer,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Megaphone,
  Receipt,
  Siren,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Stays usable while the subscription is inactive (the renew screens, support, emergency alerts). */
  alwaysEnabled?: boolean;
};

/** Spec part 1 "Layouts": the admin sidebar, in order. */
export const ADMIN_NAV: NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/residents', label: 'Residents', icon: Users },
  { to: '/admin/payments', label: 'Payments', icon: Receipt },
  { to: '/admin/dues', label: 'Dues', icon: Wallet },
  { to: '/admin/staff', label: 'Staff', icon: Hammer },
  { to: '/admin/alerts', label: 'Emergency Alerts', icon: Siren, alwaysEnabled: true },
  { to: '/admin/estate-profile', label: 'Estate Profile', icon: Building2 },
  { to: '/admin/announcements', label: 'Announcements', icon: Megaphone },
  { to: '/admin/profile', label: 'My Profile', icon: UserCog },
  { to: '/user-subscription', label: 'Subscription', icon: CreditCard, alwaysEnabled: true },
  { to: '/contact-support', label: 'Contact Support', icon: LifeBuoy, alwaysEnabled: true },
];

/** Spec part 1 "Layouts": the resident sidebar, in order. */
export const RESIDENT_NAV: NavItem[] = [
  { to: '/resident/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/resident/visitor-codes', label: 'Visitor Codes', icon: KeyRound },
  { to: '/resident/pay-dues', label: 'Pay Dues', icon: Wallet },
  { to: '/resident/artisans-domestics', label: 'Artisans & Domestics', icon: Hammer },
  { to: '/resident/alerts', label: 'Emergency Alerts', icon: Bell, alwaysEnabled: true },
  { to: '/resident/profile', label: 'My Profile', icon: UserCog },
  { to: '/resident/estate', label: 'Estate Info', icon: Building2 },
  { to: '/contact-support', label: 'Contact Support', icon: LifeBuoy, alwaysEnabled: true },
  { to: '/user-subscription', label: 'Subscription', icon: CreditCard, alwaysEnabled: true },
];
