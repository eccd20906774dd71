/**
 * /user for staff (docs/users.md). Loads the page (its module's default export) with the data grid
 * and the dialogs: a chunk of its own, never in the peer home's bundle.
 */
export const loadUsersPage = () => import('./UsersPage.tsx');
