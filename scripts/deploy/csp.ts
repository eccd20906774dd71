/**
 * Hosting's Content-Security-Policy (firebase.json) allows inline scripts only by their hashes. The
 * built index.html has two (the colour scheme and sign-in preloads before the first paint, and the
 * returning peer's greeting): their hashes must be exactly the ones the policy names.
 */
import { createHash } from 'node:crypto';

/** The sha256 sources of the executable inline scripts of a page (a JSON data block is not one). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

type HostingHeaders = { source: string; headers: { key: string; value: string }[] }[];

export const REQUIRED_HEADERS = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
];

/** What is wrong with Hosting's headers for the page, or nothing. */
export function securityHeaderProblems(headers: HostingHeaders, html: string): string[] {
  const all = headers.find((rule) => rule.source === '**')?.headers ?? [];
  const problems = REQUIRED_HEADERS.filter((key) => !all.some((header) => header.key === key)).map(
    (key) => `Hosting sends no ${key} for every path`,
  );
  const csp = all.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
  if (!/frame-ancestors 'none'/.test(csp)) problems.push("the CSP lacks frame-ancestors 'none'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
  if (scriptSrc.includes("'unsafe-inline'")) problems.push("the CSP allows 'unsafe-inline' scripts");
  const allowed = scriptSrc.filter((source) => source.startsWith("'sha256-"));
  const needed = inlineScriptHashes(html);
  const missing = needed.filter((hash) => !allowed.includes(hash));
  const stale = allowed.filter((hash) => !needed.includes(hash));
  if (missing.length > 0 || stale.length > 0) {
    problems.push(
      `the CSP's script hashes do not match web/index.html's inline scripts: script-src should hold ${needed.join(' ')}`,
    );
  }
  return problems;
}
