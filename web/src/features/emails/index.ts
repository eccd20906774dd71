/**
 * Group e-mails for staff (docs/emails.md): the page at /user/emails (compose, preview per
 * recipient, send now or later, history with delivery states), a chunk of its own.
 */
export const loadGroupEmailsPage = () => import('./GroupEmailsPage.tsx');
