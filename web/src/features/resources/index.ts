/** /resources (docs/resources.md): loaded by the router as its own chunk. */
export const loadResourcesPage = () => import('./ResourcesPage.tsx');
