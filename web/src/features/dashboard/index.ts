export { StaffHomePage } from './StaffHomePage.tsx';
