export { useCohortAnnouncementsForStaff, usePeerAnnouncements } from './api/use-announcements.ts';

/**
 * Loads the staff page (its module's default export). The peer home imports this index for its
 * live hook and must not carry the page (the form, the pickers and drag and drop), so the page is
 * reached only through this dynamic import: the router wraps it in React.lazy.
 */
export const loadStaffAnnouncementsPage = () => import('./StaffAnnouncementsPage.tsx');
