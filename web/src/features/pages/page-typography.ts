/** A page reads as a page: the renderer's compact announcement type, one step larger (the peer page and the editor's preview). */
export const PAGE_TYPOGRAPHY = {
  '& .announcement-markdown': { typography: 'body1' },
  '& .announcement-markdown h1': { typography: 'h5', fontWeight: 700, mt: 2, mb: 1 },
  '& .announcement-markdown h2': { typography: 'h6', fontWeight: 700, mt: 2, mb: 1 },
  '& .announcement-markdown h3': { typography: 'subtitle1', fontWeight: 700 },
} as const;
