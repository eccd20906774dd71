/**
 * Markdown to the HTML peers see: marked (CommonMark with GitHub's tables, task lists,
 * strikethrough and autolinks), then DOMPurify with a narrow allow-list. Raw HTML in the source is
 * never rendered (marked's `html` tokens become nothing, as react-markdown's `skipHtml` did); links
 * and images keep only http(s) (and mailto for links), so javascript:, data:, vbscript: and every
 * other scheme lose their URL; no element keeps a style, an event handler, an id or a class. Links
 * open in a new tab with rel="noopener noreferrer". About 28 KiB gzip (react-markdown with its
 * remark and rehype plugins weighed 50): load it through AnnouncementBody.
 */
import createPurifier, { type Config, type DOMPurify } from 'dompurify';
import { Marked } from 'marked';

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

const LINK_SCHEME = /^(https?:|mailto:)/i;
const IMAGE_SCHEME = /^https?:/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// Browsers skip whitespace and control characters inside a scheme ("java\tscript:").
// eslint-disable-next-line no-control-regex
const IGNORED_IN_SCHEME = /[\s\u0000-\u001f]+/g;

/** The URL itself when it has no scheme (`/resources`, `#top`) or one of `allowed`; '' otherwise. */
function withAllowedScheme(url: string, allowed: RegExp): string {
  const compact = url.replace(IGNORED_IN_SCHEME, '');
  return ANY_SCHEME.test(compact) && !allowed.test(compact) ? '' : url;
}

/** A link's address: http(s), mailto or relative. */
export function safeUrl(url: string): string {
  return withAllowedScheme(url, LINK_SCHEME);
}

const markdown = new Marked({ gfm: true, breaks: false, async: false });
markdown.use({ renderer: { html: () => '' } });

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'type', 'disabled', 'checked', 'align', 'start'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify's own URL filter, narrowed to the same schemes (the hooks below check again).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Our own DOMPurify, so these hooks never reach another user of the library. */
function makePurifier(): DOMPurify {
  const purifier = createPurifier(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    // An image's source may be a web address or a relative one, never mailto.
    const allowed = node.nodeName === 'IMG' ? IMAGE_SCHEME : LINK_SCHEME;
    if ((data.attrName === 'href' || data.attrName === 'src') && !withAllowedScheme(data.attrValue, allowed)) {
      data.keepAttr = false;
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      if (!node.getAttribute('src')) {
        // An image whose address was refused reads as its description.
        node.replaceWith(node.ownerDocument.createTextNode(node.getAttribute('alt') ?? ''));
        return;
      }
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    } else if (node.nodeName === 'INPUT') {
      // Only a task list's box comes from Markdown: read-only, and never any other kind of input.
      if (node.getAttribute('type') !== 'checkbox') node.remove();
      else node.setAttribute('disabled', '');
    }
  });
  return purifier;
}

let purifier: DOMPurify | undefined;

/** The source as safe HTML, ready for `dangerouslySetInnerHTML`. */
export function renderMarkdown(source: string): string {
  purifier ??= makePurifier();
  const html = markdown.parse(source, { async: false });
  return purifier.sanitize(html, PURIFY_CONFIG);
}
