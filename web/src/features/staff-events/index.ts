export { default as StaffEventsPage } from './StaffEventsPage.tsx';
