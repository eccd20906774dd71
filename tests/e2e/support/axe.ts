/** Serious or critical WCAG 2.1 AA violations on the page as it is now (axe-core), each with its nodes. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`);
}
