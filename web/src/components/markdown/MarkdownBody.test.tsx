// @vitest-environment jsdom
/**
 * The announcement renderer against known XSS payloads: OWASP's XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html), plus the
 * Markdown forms of the same tricks (links, images, reference links, autolinks). Each is rendered
 * with react-dom/server as the page renders it (DOMPurify sanitises in jsdom's DOM, as it does in the
 * browser's), and the HTML must hold nothing that runs:
 * only allow-listed elements, no event handler, style, id or class, and every URL http(s), mailto
 * or relative. Links open in a new tab with rel="noopener noreferrer".
 */
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../render-to-html.ts';
import MarkdownBody from './MarkdownBody.tsx';
import { safeUrl } from './render-markdown.ts';
import { OWASP_PAYLOADS, XSS_PAYLOADS as PAYLOADS } from './xss-payloads.ts';

/** The elements an announcement may hold (written out here, not imported: the test's own list). */
const ALLOWED_TAGS = new Set(
  // The wrapper (MUI Box) first.
  'div a blockquote br code del em h1 h2 h3 h4 h5 h6 hr img input li ol p pre strong table tbody td th thead tr ul'.split(
    ' ',
  ),
);

interface Tag {
  name: string;
  attributes: Record<string, string>;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every opening tag of the server-rendered HTML (React escapes `<` in text, so each `<x` is a tag). */
function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[2] ?? '').matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) {
      attributes[attribute[1]!.toLowerCase()] = decodeEntities(attribute[2] ?? '');
    }
    tags.push({ name: match[1]!.toLowerCase(), attributes });
  }
  return tags;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'background', 'poster', 'data', 'xlink:href']);

/** What a browser would take as the URL's scheme: control characters and whitespace are ignored. */
const schemeOf = (url: string) =>
  // eslint-disable-next-line no-control-regex
  /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\s\u0000-\u001f]+/g, ''))?.[1];

/** Everything that could run in the rendered HTML, as readable findings (none expected). */
function executableParts(html: string): string[] {
  const findings: string[] = [];
  // Every `<` that starts a tag must be one the tokenizer understood.
  const opened = (html.match(/<[a-zA-Z]/g) ?? []).length;
  const tags = tagsOf(html);
  if (opened !== tags.length) findings.push(`unparsed tag in ${html}`);
  for (const tag of tags) {
    if (!ALLOWED_TAGS.has(tag.name)) findings.push(`<${tag.name}>`);
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (name.startsWith('on')) findings.push(`${tag.name}[${name}]`);
      if (name === 'style' && tag.name !== 'div') findings.push(`${tag.name}[style]`);
      if (name === 'id' || name === 'name' || name === 'srcdoc' || name === 'formaction') {
        findings.push(`${tag.name}[${name}]`);
      }
      if (URL_ATTRIBUTES.has(name)) {
        const scheme = schemeOf(value)?.toLowerCase();
        if (scheme && !['http', 'https', 'mailto'].includes(scheme)) findings.push(`${tag.name}[${name}=${value}]`);
      }
    }
    if (tag.name === 'input' && (tag.attributes.type !== 'checkbox' || !('disabled' in tag.attributes))) {
      findings.push(`<input ${JSON.stringify(tag.attributes)}>`);
    }
    if (tag.name === 'a' && tag.attributes.href) {
      if (tag.attributes.target !== '_blank') findings.push(`<a> without target=_blank`);
      if (!/\bnoopener\b/.test(tag.attributes.rel ?? '')) findings.push(`<a> without rel=noopener`);
    }
  }
  // The wrapper's class and emotion style are the page's own; no other element carries a class.
  const classes = tags.filter((t) => t.name !== 'div' && 'class' in t.attributes);
  for (const t of classes) findings.push(`${t.name}[class]`);
  return findings;
}

/**
 * The HTML as the page gets it. With a DOM present (jsdom here), emotion puts the wrapper's CSS in
 * the document's head, so the markup starts with the wrapper itself.
 */
function render(source: string): string {
  const html = renderToHtml(<MarkdownBody source={source} />).html;
  expect(html, 'the wrapper comes first').toMatch(/^<div class="[^"]*announcement-markdown[^"]*">/);
  return html;
}

describe('the announcement renderer against XSS payloads', () => {
  it('has at least 30 OWASP payloads to try', () => {
    expect(OWASP_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS.map((p) => [p]))('renders nothing executable from %s', (payload) => {
    const html = render(payload);
    expect(executableParts(html)).toEqual([]);
    // Belt and braces, on the raw HTML: no tag of these names, in any case.
    expect(html).not.toMatch(/<(script|iframe|object|embed|style|svg|math|form|base|meta|frame|body)\b/i);
  });

  it('also holds when every payload is pasted into one announcement', () => {
    expect(executableParts(render(PAYLOADS.join('\n\n')))).toEqual([]);
  });

  it('the checker itself finds what it should (it is not blind)', () => {
    expect(executableParts('<div><a href="javascript:alert(1)">x</a></div>')).toContain('a[href=javascript:alert(1)]');
    expect(executableParts('<div><img src="x" onerror="alert(1)"/></div>')).toContain('img[onerror]');
    expect(executableParts('<div><script>alert(1)</script></div>')).toContain('<script>');
    expect(executableParts('<div><a href="https://x.test">x</a></div>')).toContain('<a> without target=_blank');
    expect(executableParts('<div><p style="x">a</p></div>')).toContain('p[style]');
  });
});

describe('the announcement renderer keeps what facilitators mean', () => {
  it('renders emphasis, lists, headings, code, quotes, tables and task lists', () => {
    const html = render(
      '## Agenda\n\n**Bold**, _italic_, ~~gone~~ and `code`.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done',
    );
    for (const tag of ['<h2>', '<strong>', '<em>', '<del>', '<code>', '<ul>', '<ol>', '<blockquote>', '<table>']) {
      expect(html).toContain(tag);
    }
    const boxes = tagsOf(html).filter((tag) => tag.name === 'input');
    expect(boxes).toEqual([{ name: 'input', attributes: { checked: '', disabled: '', type: 'checkbox' } }]);
  });

  it('opens web links in a new tab with rel noopener, and autolinks bare URLs', () => {
    const html = render('See [the guide](https://example.com/guide) or https://example.org.');
    expect(html).toContain(
      '<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">the guide</a>',
    );
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">');
  });

  it('keeps mailto and relative links, and drops the URL of any other scheme', () => {
    expect(render('[mail](mailto:team@example.com)')).toContain('href="mailto:team@example.com"');
    expect(render('[resources](/resources)')).toContain('href="/resources"');
    expect(render('[x](javascript:alert(1))')).toMatch(/<a target="_blank" rel="noopener noreferrer">x<\/a>/);
  });

  it('keeps web and relative image sources, and shows the description of any other image', () => {
    expect(render('![logo](https://example.com/logo.png)')).toMatch(
      /<img src="https:\/\/example.com\/logo.png" alt="logo"/,
    );
    expect(render('![chart](/media/chart.png)')).toContain('src="/media/chart.png"');
    expect(render('![mail me](mailto:team@example.com)')).toMatch(/<p>mail me<\/p>/);
    expect(render('![x](javascript:alert(1))')).toMatch(/<p>x<\/p>/);
  });

  it('shows raw HTML tags as nothing and keeps the text around them', () => {
    const html = render('Before <b onclick="alert(1)">bold</b> after');
    expect(html).toContain('Before');
    expect(html).toContain('after');
    expect(html).not.toContain('onclick');
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['http://example.com', 'http://example.com'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['/resources', '/resources'],
    ['#top', '#top'],
    ['javascript:alert(1)', ''],
    [' JAVASCRIPT:alert(1)', ''],
    ['java\tscript:alert(1)', ''],
    ['data:text/html,<script>alert(1)</script>', ''],
    ['vbscript:msgbox(1)', ''],
    ['file:///etc/passwd', ''],
  ])('%s -> %s', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});
