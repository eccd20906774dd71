/**
 * The menu entries of the two top bars (spec section 2: admin top bar for staff, participant
 * otherwise). Every page of a role is at most two clicks from its home (issue 27): the bar's own
 * entries, then its "More" menu (on phones, the menu drawer lists both).
 */
export interface NavItem {
  to: string;
  label: string;
}

export const ADMIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Dashboard' },
  { to: '/event', label: 'Events' },
  { to: '/announcement', label: 'Announcements' },
  { to: '/user', label: 'Users' },
  { to: '/survey', label: 'Surveys' },
  { to: '/report', label: 'Reports' },
  { to: '/matching', label: 'Matching' },
  { to: '/settings', label: 'Settings' },
];

/** The program's written pages, the same for every role. */
const HELP_PAGES: readonly NavItem[] = [
  { to: '/guidelines', label: 'Guidelines' },
  { to: '/howto', label: 'How to' },
  { to: '/facilitators', label: 'Facilitators' },
];

/**
 * The program's shared pages: in the peers' bar; in staff's "More", where they moderate posts,
 * keep the library and read the program as peers do. The alumni network is open to every peer
 * (docs/alumni.md); members also get its news there.
 */
const COMMUNITY_PAGES: readonly NavItem[] = [
  { to: '/overview', label: 'Program' },
  { to: '/resources', label: 'Resources' },
  { to: '/discussion', label: 'Discussion' },
  { to: '/alumni', label: 'Alumni' },
];

export const ADMIN_MORE: readonly NavItem[] = [...COMMUNITY_PAGES, ...HELP_PAGES];

export const PARTICIPANT_NAV: readonly NavItem[] = [{ to: '/', label: 'Home' }, ...COMMUNITY_PAGES];

export const PARTICIPANT_MORE: readonly NavItem[] = HELP_PAGES;

/** Whether a menu entry is the current page (home only on / itself). */
export const isActive = (pathname: string, to: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));
