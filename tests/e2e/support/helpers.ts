/** Small helpers the public-page suites share: throwaway accounts and what a page says. */
import type { Page } from 'playwright-core';
import { AUTH_URL } from '../../support/emulators.ts';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
}

/** Creates an account through the Auth emulator's REST API, as the SDK would. */
export async function createAccount(email: string, password: string): Promise<void> {
  const response = await fetch(`${AUTH_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`Could not create ${email}: ${await response.text()}`);
}

/** The text of the element(s) that the field labelled `label` names in aria-describedby. */
export async function describedText(p: Page, label: string): Promise<string> {
  const field = p.getByRole('textbox', { name: label, exact: true });
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => p.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ').trim();
}

/** The text of a /debug section's definition list, once it is shown. */
export async function sectionFacts(p: Page, heading: string): Promise<string> {
  const list = p.getByRole('region', { name: heading }).locator('dl');
  await list.waitFor();
  return (await list.textContent()) ?? '';
}
