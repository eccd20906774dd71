import { describe, expect, it } from 'vitest';
import { renderToHtml } from './render-to-html.ts';
import { SectionCard } from './SectionCard.tsx';

describe('SectionCard', () => {
  it('shows its content under its heading', () => {
    const { html, text } = renderToHtml(
      <SectionCard title="Next up">
        <p>Check-in 15</p>
      </SectionCard>,
    );
    expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"[\s\S]*<h2[^>]*id="\1"/);
    expect(text).toContain('Next up');
    expect(text).toContain('Check-in 15');
  });
  it('shows the error instead of the content when the data could not be loaded', () => {
    const { text } = renderToHtml(
      <SectionCard title="Next up" error="Your events could not be loaded.">
        <p>No upcoming events</p>
      </SectionCard>,
    );
    expect(text).toContain('Your events could not be loaded.');
    expect(text).not.toContain('No upcoming events');
  });
});
