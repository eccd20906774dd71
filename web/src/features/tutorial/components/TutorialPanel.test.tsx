import { TUTORIAL_STEP_COUNT } from '@peer-coaching/domain';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TUTORIAL_STEPS, type TutorialStep } from '../steps.ts';
import { renderToHtml, tagWith } from '../../../components/render-to-html.ts';
import { TutorialPanel, type TutorialPanelProps } from './TutorialPanel.tsx';

const firstStep = TUTORIAL_STEPS[0] as TutorialStep;
const lastStep = TUTORIAL_STEPS[TUTORIAL_STEP_COUNT - 1] as TutorialStep;

function renderPanel(overrides: Partial<TutorialPanelProps> = {}) {
  const props: TutorialPanelProps = {
    step: firstStep,
    stepNumber: 1,
    total: TUTORIAL_STEP_COUNT,
    minimized: false,
    saving: false,
    canGoPrevious: false,
    canGoNext: true,
    canFinish: false,
    send: () => {},
    ...overrides,
  };
  return renderToHtml(
    <MemoryRouter>
      <TutorialPanel {...props} />
    </MemoryRouter>,
  );
}

/** The opening tag of the button whose visible text is `label`. */
function buttonTag(html: string, label: string): string {
  const match = html.match(new RegExp(`<button[^>]*>(?:(?!</button>).)*${label}(?:(?!</button>).)*</button>`, 's'));
  if (!match) throw new Error(`No button reading ${label}`);
  return match[0].slice(0, match[0].indexOf('>') + 1);
}

describe('TutorialPanel', () => {
  it('is a non-modal dialog named by its header, "Tutorial (n/total)"', () => {
    const { html, text } = renderPanel({ stepNumber: 3 });
    const dialog = tagWith(html, 'role', 'dialog');
    expect(dialog).toContain('aria-modal="false"');
    const titleId = dialog.match(/aria-labelledby="([^"]+)"/)?.[1] ?? '';
    expect(tagWith(html, 'id', titleId)).toMatch(/^<h2/);
    expect(text).toContain('Tutorial (3/24)');
  });

  it('sits fixed, 320 px wide, at 20,20 to start with', () => {
    const { html } = renderPanel();
    expect(html).toMatch(/position:\s*fixed/);
    expect(html).toMatch(/width:\s*320px/);
    expect(html).toMatch(/left:\s*20px/);
    expect(html).toMatch(/top:\s*20px/);
    expect(html).toContain('calc(100vw - 40px)');
  });

  it('shows the step as a heading, its text and a link to its page', () => {
    const { html, text } = renderPanel();
    expect(html).toContain(`<h3`);
    expect(text).toContain(firstStep.title);
    expect(text).toContain(firstStep.body);
    expect(tagWith(html, 'href', '/event')).toMatch(/^<a/);
    expect(text).toContain('Open Events');
  });

  it('names its buttons for assistive technology', () => {
    const { html } = renderPanel();
    expect(tagWith(html, 'aria-label', 'Minimize tutorial')).toContain('aria-expanded="true"');
    tagWith(html, 'aria-label', 'Close tutorial');
    expect(tagWith(html, 'aria-label', 'Move tutorial panel')).toContain('aria-keyshortcuts');
  });

  it('disables Previous when the machine says it cannot go back', () => {
    const { html } = renderPanel({ canGoPrevious: false });
    expect(buttonTag(html, 'Previous')).toContain('disabled');
    expect(buttonTag(html, 'Next')).not.toContain('disabled');
  });

  it('reads Finish on the last step', () => {
    const { html, text } = renderPanel({ step: lastStep, stepNumber: 24, canGoNext: false, canFinish: true });
    expect(text).toContain('Tutorial (24/24)');
    expect(buttonTag(html, 'Finish')).not.toContain('disabled');
    expect(text).not.toContain('Next');
  });

  it('shows progress on Finish while saving and locks the header buttons', () => {
    const { html } = renderPanel({ step: lastStep, stepNumber: 24, canGoNext: false, canFinish: false, saving: true });
    expect(buttonTag(html, 'Finish')).toContain('disabled');
    expect(html).toContain('role="progressbar"');
    expect(tagWith(html, 'aria-label', 'Close tutorial')).toContain('disabled');
  });

  it('shows only the header when minimized', () => {
    const { html, text } = renderPanel({ minimized: true });
    expect(text).toContain('Tutorial (1/24)');
    expect(text).not.toContain(firstStep.title);
    expect(text).not.toContain('Previous');
    expect(tagWith(html, 'aria-label', 'Expand tutorial')).toContain('aria-expanded="false"');
  });
});
