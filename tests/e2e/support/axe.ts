/** Serious or critical WCAG 2.1 AA violations on the page as it is now (axe-core), each with its nodes. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Transitions and animations stopped while axe looks: a button that has just become enabled is
 * otherwise measured halfway from its disabled grey to its colour, a contrast no reader ever sees
 * for more than a blink (a flaky 4.02:1 on /user's Invite button).
 */
const SETTLED = '*, *::before, *::after { transition: none !important; animation: none !important; }';

/** `within`, a CSS selector, limits the analysis to that part of the page (the whole page if not given). */
export async function seriousAxeViolations(page: Page, within?: string): Promise<string[]> {
  const settled = await page.addStyleTag({ content: SETTLED });
  try {
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    const results = await (within ? builder.include(within) : builder).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} (${n.failureSummary ?? ''})`).join(', ')}`,
      );
  } finally {
    await settled.evaluate((style) => (style as Element).remove()).catch(() => {});
  }
}
