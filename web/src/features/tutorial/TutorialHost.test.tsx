import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../../components/render-to-html.ts';
import { TutorialHost, type TutorialHostProps } from './TutorialHost.tsx';

function renderHost(props: Pick<TutorialHostProps, 'inSandbox' | 'tutorialDone'>) {
  return renderToHtml(
    <MemoryRouter>
      <TutorialHost {...props} saveTutorialDone={async () => {}} notify={() => {}} />
    </MemoryRouter>,
  );
}

describe('TutorialHost', () => {
  it('renders nothing outside the sandbox group', () => {
    expect(renderHost({ inSandbox: false, tutorialDone: false }).html).toBe('');
  });

  it('shows the banner and the panel on step 1 while the tutorial is not done', () => {
    const { html, text } = renderHost({ inSandbox: true, tutorialDone: false });
    expect(text).toContain('Sandbox Mode Active');
    expect(html).toContain('role="dialog"');
    expect(text).toContain('Tutorial (1/24)');
  });

  it('shows only the banner once the tutorial is done', () => {
    const { html, text } = renderHost({ inSandbox: true, tutorialDone: true });
    expect(text).toContain('Start Tutorial');
    expect(html).not.toContain('role="dialog"');
  });
});
