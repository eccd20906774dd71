export { default as SettingsPage } from './SettingsPage.tsx';
