export { AlertBanner } from './AlertBanner.tsx';
export { CohortSwitcher } from './CohortSwitcher.tsx';
export { ADMIN_NAV, participantNav } from './navigation.ts';
export { TopBar } from './TopBar.tsx';
