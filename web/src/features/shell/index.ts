export { AlertBanner } from './AlertBanner.tsx';
export { LazyCohortSwitcher as CohortSwitcher } from './LazyCohortSwitcher.tsx';
export { ADMIN_MORE, ADMIN_NAV, PARTICIPANT_MORE, PARTICIPANT_NAV } from './navigation.ts';
export { TopBar } from './TopBar.tsx';
