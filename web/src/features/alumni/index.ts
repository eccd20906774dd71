/** /alumni (docs/alumni.md): loaded by the router as its own chunk. */
export const loadAlumniPage = () => import('./AlumniPage.tsx');
