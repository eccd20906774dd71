/**
 * Editable pages (docs/pages.md): the staff's editor, a section of /settings, loaded with its tab.
 * The peer routes (/guidelines, /howto, /overview, /facilitators) load ContentPage.tsx directly,
 * as the router does for every page. Neither is ever in the peer home's bundle.
 */
export const loadPagesEditor = () => import('./components/PagesEditor.tsx');
