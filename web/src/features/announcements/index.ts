import { lazy } from 'react';

export { useCohortAnnouncementsForStaff, usePeerAnnouncements } from './api/use-announcements.ts';

/**
 * The staff page, loaded when opened: the peer home imports this index for its live hook and must
 * not carry the page (the form, the pickers and drag and drop).
 */
export const StaffAnnouncementsPage = lazy(() => import('./StaffAnnouncementsPage.tsx'));
