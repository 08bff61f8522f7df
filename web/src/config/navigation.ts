import { paths } from './paths';

export interface NavLink {
  label: string;
  to: string;
}

/** Top navigation and the footer's quick links (docs/product.md §2 Layout). */
export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Articles', to: paths.blog },
  { label: 'Publications', to: paths.publications },
  { label: 'Resources', to: paths.resources },
  { label: 'Products', to: paths.products },
];

/** The member's own screens in the My Account menu (and the mobile menu), above Account settings. */
export const MEMBER_ACCOUNT_NAV: readonly NavLink[] = [{ label: 'Saved items', to: paths.saved }];

/** The My Account menu's entries for admins only. */
export const ADMIN_NAV: readonly NavLink[] = [
  { label: 'Manage Articles', to: paths.admin.articles },
  { label: 'Manage Publications', to: paths.admin.publications },
  { label: 'Manage Resources', to: paths.admin.resources },
  { label: 'Manage Products', to: paths.admin.products },
  { label: 'Review Due', to: paths.admin.reviewDue },
  { label: 'Membership Codes', to: paths.admin.membershipCodes },
  { label: 'Support Tickets', to: paths.admin.supportTickets },
  { label: 'Members', to: paths.admin.members },
  { label: 'Activity', to: paths.admin.activity },
  { label: 'Insights', to: paths.admin.insights },
];

export type LegalPageId = 'privacy' | 'terms' | 'cookies' | 'disclaimer';

/** The legal pages' names and addresses; their text lives in features/legal. */
export const LEGAL_LINKS: readonly (NavLink & { id: LegalPageId })[] = [
  { id: 'privacy', label: 'Privacy Policy', to: paths.privacy },
  { id: 'terms', label: 'Terms of Service', to: paths.terms },
  { id: 'cookies', label: 'Cookie Policy', to: paths.cookies },
  { id: 'disclaimer', label: 'Disclaimer', to: paths.disclaimer },
];
