/**
 * A malformed calendar in production (issue 24): the e2e suite runs the production build, which
 * checks a cohort calendar's events before the home uses them (web/src/lib/calendar-check.ts). An
 * event whose date was stored as text shows the spec's 'Problem parsing events' (section 8), not
 * an "Invalid Date" nor the generic error page, and the rest of the home still loads.
 */
import { MESSAGES } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';
import { DEMO_PEER } from './support/live-events.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

describe("a peer's home with a malformed calendar", () => {
  it("says 'Problem parsing events' and still shows the announcements", async () => {
    const calendar = adminDb.doc(`cohort_calendars/${DEMO_PEER.cohort}`);
    const stored = (await calendar.get()).data()!;
    const events = stored.events as Record<string, unknown>[];
    expect(events.length).toBeGreaterThan(0);
    await calendar.update({ events: [{ ...events[0], start_date: 'next Tuesday' }, ...events.slice(1)] });

    const page = await signedInPage(DEMO_PEER.email);
    await page.getByText(MESSAGES.problemParsingEvents).first().waitFor({ timeout: 45_000 });
    expect(await page.getByText('Invalid Date').count()).toBe(0);
    await page.getByRole('region', { name: 'Announcements' }).locator('[data-announcement-id]').first().waitFor();
    await page.context().close();
  });
});
