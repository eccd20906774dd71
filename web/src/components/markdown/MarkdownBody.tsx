/**
 * Markdown as peers see it, in the body type of the page: rendered and sanitised by
 * render-markdown.ts (marked, then DOMPurify with a narrow allow-list). Loaded through
 * AnnouncementBody, which shows the source as plain text until it arrives.
 */
import Box from '@mui/material/Box';
import { renderMarkdown } from './render-markdown.ts';

/** The announcement's Markdown, sanitised, in the body type of the page. */
export default function MarkdownBody({ source }: { source: string }) {
  return (
    <Box
      className="announcement-markdown"
      sx={(theme) => ({
        typography: 'body2',
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol, & blockquote, & pre, & table': { my: 1 },
        '& h1, & h2, & h3, & h4, & h5, & h6': { typography: 'subtitle2', fontWeight: 700, mt: 1.5, mb: 0.5 },
        '& ul, & ol': { pl: 3 },
        '& a': {
          // As the theme's links (docs/decisions.md, "The brand blue as text").
          color: theme.vars?.palette.primary.dark,
          textDecorationThickness: '1px',
          textUnderlineOffset: '2px',
          ...theme.applyStyles('dark', { color: theme.vars?.palette.primary.light }),
        },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, color: 'text.secondary', mx: 0 },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
        // break-word, not the body's anywhere: a cell's words then count whole when the table sizes
        // its columns, so a narrow phone scrolls the table instead of splitting "When" into "Whe/n".
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, overflowWrap: 'break-word' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider' },
      })}
      // Safe by construction: renderMarkdown drops raw HTML and sanitises what marked makes.
      dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
    />
  );
}
