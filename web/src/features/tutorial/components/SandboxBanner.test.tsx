import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../../components/render-to-html.ts';
import { SandboxBanner } from './SandboxBanner.tsx';

describe('SandboxBanner', () => {
  it("shows the spec's exact title, message and button", () => {
    const { html, text } = renderToHtml(<SandboxBanner onStartTutorial={() => {}} />);
    expect(html).toContain('role="alert"');
    expect(text).toContain('Sandbox Mode Active');
    expect(text).toContain(
      "You're in a safe tutorial environment. All changes are saved locally and won't affect real data.",
    );
    expect(html).toMatch(/<button[^>]*>(?:(?!<\/button>).)*Start Tutorial/s);
  });

  it('offers "Reset sandbox" only where there is a sandbox of one\'s own to reset', () => {
    expect(renderToHtml(<SandboxBanner onStartTutorial={() => {}} />).text).not.toContain('Reset sandbox');
    const own = renderToHtml(<SandboxBanner onStartTutorial={() => {}} onReset={async () => {}} />);
    expect(own.html).toMatch(/<button[^>]*>(?:(?!<\/button>).)*Reset sandbox/s);
  });
});
