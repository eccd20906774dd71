/** The menu entries of the two top bars (spec section 2: admin top bar for staff, participant otherwise). */
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

export function participantNav(alumniCommunity: boolean): NavItem[] {
  return [
    { to: '/', label: 'Home' },
    { to: '/overview', label: 'Program' },
    { to: '/resources', label: 'Resources' },
    { to: '/discussion', label: 'Discussion' },
    ...(alumniCommunity ? [{ to: '/alumni', label: 'Alumni' }] : []),
  ];
}

/** Whether a menu entry is the current page (home only on / itself). */
export const isActive = (pathname: string, to: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));
