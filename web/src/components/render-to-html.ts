import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * Test helper: server-renders an element, so components can be checked in the node test
 * environment without a DOM library. Effects do not run; interaction is covered by the machine tests.
 */
export function renderToHtml(element: ReactElement): { html: string; text: string } {
  const html = renderToStaticMarkup(element);
  const text = html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text };
}

/** The opening tag of the first element carrying `attribute="value"`, for attribute checks. */
export function tagWith(html: string, attribute: string, value: string): string {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = html.match(new RegExp(`<[a-z0-9]+[^>]*\\s${attribute}="${escaped}"[^>]*>`, 'i'));
  if (!match) throw new Error(`No element with ${attribute}="${value}"`);
  return match[0];
}
