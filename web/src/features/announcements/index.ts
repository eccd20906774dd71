export { useCohortAnnouncementsForStaff, usePeerAnnouncements } from './api/use-announcements.ts';
