import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { embeddedIn, embeddedScreenshots, MAX_TRACKED_SCREENSHOTS, screenshotsInDocs } from './embedded.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('embeddedIn', () => {
  it('finds the pictures a Markdown text embeds, from docs/ or from the README', () => {
    const text = [
      '![The list](screenshots/users/list-1280-light.png) and a link [not a picture](screenshots/x.png)',
      '![Home](docs/screenshots/app/login-390-light.png)',
      '![remote](https://example.com/a.png)',
    ].join('\n');
    expect(embeddedIn(text)).toEqual(['screenshots/users/list-1280-light.png', 'screenshots/app/login-390-light.png']);
  });
});

describe('the screenshots in git', () => {
  it('are exactly those a doc embeds, at most 60, and each embedded one is there', () => {
    const embedded = embeddedScreenshots(root);
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded.length).toBeLessThanOrEqual(MAX_TRACKED_SCREENSHOTS);
    // What docs/screenshots holds (a clean clone holds what git tracks): no more, no fewer.
    expect(screenshotsInDocs(root)).toEqual(embedded);
  });
});
