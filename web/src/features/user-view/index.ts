export { UserViewPage } from './UserViewPage.tsx';
