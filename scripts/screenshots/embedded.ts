/**
 * The screenshots the docs embed (issue 25): only these are kept in git, under docs/screenshots/.
 * The take-*-screenshots scripts write every picture to test-results/screenshots/ (ignored);
 * `npm run screenshots` copies the embedded ones into their place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** At most this many pictures in git: the repository stays small to clone. */
export const MAX_TRACKED_SCREENSHOTS = 60;

/** `screenshots/<folder>/<name>.png` paths embedded by a Markdown text (`![alt](…)`), relative to docs/. */
export function embeddedIn(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\((?:docs\/)?(screenshots\/[^)\s]+\.png)\)/g)].map((m) => m[1]!);
}

/** Every picture the README and docs/*.md embed, relative to docs/, each once, sorted. */
export function embeddedScreenshots(root: string): string[] {
  const docs = join(root, 'docs');
  const texts = [
    readFileSync(join(root, 'README.md'), 'utf8'),
    ...readdirSync(docs)
      .filter((name) => name.endsWith('.md'))
      .map((name) => readFileSync(join(docs, name), 'utf8')),
  ];
  return [...new Set(texts.flatMap(embeddedIn))].sort();
}

/** The pictures under docs/screenshots/ now, relative to docs/, sorted. */
export function screenshotsInDocs(root: string): string[] {
  const docs = join(root, 'docs');
  const dir = join(docs, 'screenshots');
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.png')) found.push(relative(docs, path));
    }
  };
  walk(dir);
  return found.sort();
}
