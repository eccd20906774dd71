export { AlertBanner } from './AlertBanner.tsx';
export { LazyCohortSwitcher as CohortSwitcher } from './LazyCohortSwitcher.tsx';
export { ADMIN_NAV, participantNav } from './navigation.ts';
export { TopBar } from './TopBar.tsx';
