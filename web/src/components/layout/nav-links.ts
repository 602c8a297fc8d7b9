import { isAdminRole, type UserDto } from '@boxstudio/contracts';

export interface NavLinkItem {
  readonly to: string;
  /** Key in the common namespace. */
  readonly label: string;
}

const EVERYONE: NavLinkItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/classes', label: 'nav.classes' },
];

const ADMIN: NavLinkItem[] = [
  { to: '/admin-today', label: 'nav.adminToday' },
  { to: '/admin-dashboard', label: 'nav.adminDashboard' },
  // The desk's daily screens, a click away from any page (the spec's list leaves them to the modules menu).
  { to: '/admin-reservations', label: 'nav.adminReservations' },
  { to: '/admin-payments', label: 'nav.adminPayments' },
  { to: '/admin-branches', label: 'nav.adminBranches' },
  { to: '/admin-users', label: 'nav.adminUsers' },
  { to: '/admin-membership-plans', label: 'nav.adminMembershipPlans' },
  { to: '/admin-memberships', label: 'nav.adminMemberships' },
  { to: '/admin-reports', label: 'nav.adminReports' },
  { to: '/admin-inventory', label: 'nav.adminInventory' },
];

const INSTRUCTOR: NavLinkItem[] = [
  { to: '/instructor-classes', label: 'nav.instructorClasses' },
  { to: '/instructor-reports', label: 'nav.instructorReports' },
];

const CLIENT: NavLinkItem[] = [
  { to: '/dashboard', label: 'nav.dashboard' },
  { to: '/reservations', label: 'nav.reservations' },
  { to: '/membership', label: 'nav.membership' },
];

const SIGNED_IN: NavLinkItem[] = [
  { to: '/chat', label: 'nav.chat' },
  { to: '/faq', label: 'nav.faq' },
];

/** Links by role (spec §2, navigation bar): public ones, then the role's own. */
export function navLinks(user: UserDto | null): { common: NavLinkItem[]; role: NavLinkItem[] } {
  if (!user) return { common: EVERYONE, role: [] };
  const own = isAdminRole(user.role)
    ? ADMIN
    : user.role === 'INSTRUCTOR'
      ? INSTRUCTOR
      : user.role === 'CLIENT'
        ? CLIENT
        : [];
  return { common: EVERYONE, role: [...own, ...SIGNED_IN] };
}

export interface NavMenu {
  readonly label: string;
  readonly items: NavLinkItem[];
}

/** The Training, Movement and Apparel menus; the spec leaves their targets open. */
export const NAV_MENUS: NavMenu[] = [
  {
    label: 'nav.training',
    items: [
      { to: '/#programs', label: 'nav.trainingItems.cardioBox' },
      { to: '/#programs', label: 'nav.trainingItems.boxStudio' },
      { to: '/#programs', label: 'nav.trainingItems.personal' },
    ],
  },
  {
    label: 'nav.movement',
    items: [
      { to: '/#mission', label: 'nav.movementItems.mission' },
      { to: '/about', label: 'nav.movementItems.about' },
    ],
  },
  { label: 'nav.apparel', items: [{ to: '/', label: 'nav.apparelItems.soon' }] },
];
