/**
 * Markdown as peers see it: react-markdown (CommonMark + GitHub tables, task lists, strikethrough
 * and autolinks through remark-gfm), then rehype-sanitize with GitHub's allow-list, narrowed. Raw
 * HTML in the source is never rendered (react-markdown drops it without rehype-raw); links and
 * images keep only http(s) (and mailto for links), so javascript:, data:, vbscript: and every other
 * scheme lose their URL; no element keeps a style, an event handler, an id or a class. Links open
 * in a new tab with rel="noopener noreferrer". Heavy (about 50 KiB gzip): load it through
 * AnnouncementBody, which shows the source as plain text until it arrives.
 */
import Box from '@mui/material/Box';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

const ALLOWED_TAGS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];

/** GitHub's schema with fewer tags, no ids, classes or data attributes, and web links only. */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: ALLOWED_TAGS,
  attributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
    td: [['align', 'left', 'right', 'center']],
    th: [['align', 'left', 'right', 'center']],
    ol: ['start'],
    li: [],
  },
  protocols: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript'],
};

const SAFE_SCHEME = /^(https?:|mailto:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * react-markdown's own URL filter (first line of defence) narrowed further: a URL with a scheme
 * keeps it only for http(s) and mailto; one without (`/resources`, `#top`) stays relative.
 */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  if (!cleaned) return '';
  // Browsers skip whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = cleaned.replace(/[\s\u0000-\u001f]+/g, '');
  if (ANY_SCHEME.test(compact) && !SAFE_SCHEME.test(compact)) return '';
  return cleaned;
}

const components: Components = {
  a: ({ node: _node, href, children, title }) => (
    <a href={href || undefined} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
  img: ({ node: _node, src, alt, title }) =>
    src ? <img src={src} alt={alt ?? ''} title={title} loading="lazy" referrerPolicy="no-referrer" /> : null,
};

const rehypePlugins = [[rehypeSanitize, SANITIZE_SCHEMA]] as const;
const remarkPlugins = [remarkGfm];

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
    >
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins as never}
        urlTransform={safeUrl}
        skipHtml
        components={components}
      >
        {source}
      </Markdown>
    </Box>
  );
}
