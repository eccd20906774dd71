/** /discussion (docs/discussion.md): loaded by the router as its own chunk. */
export const loadDiscussionPage = () => import('./DiscussionPage.tsx');
