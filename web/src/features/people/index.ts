/**
 * People (docs/users.md): /user for staff, whose page (its module's default export, with the data
 * grid and the dialogs) loads as a chunk of its own, never in the peer home's bundle; and a
 * cohort's peers through the API, which other features' pages list.
 */
export const loadUsersPage = () => import('./UsersPage.tsx');
export { peopleKeys, useCohortPeers, usePeersOfCohorts, useSandboxData } from './api/use-cohort-peers.ts';
