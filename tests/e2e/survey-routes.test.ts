/**
 * Issue 10, done-when 1: every one of the ten survey routes works for a peer from the demo data.
 * The demo has one survey of each kind for every cohort (scripts/seed/surveys.ts), timed on the
 * cohort's timeline, so what a route shows depends on the day and the hour the demo is built for:
 * each route's one expected outcome (which survey, with which status, or "nothing to answer") is
 * worked out below from the seeded documents and the rules of docs/surveys.md, independently of
 * the app's own code, and the page must show exactly that. The demo's custom survey ("Mid-year
 * check") is answered on /survey/:id, reached from the home; staff preview it there; other peers
 * are not offered it.
 */
import {
  isMakeupKind,
  sharedCohortIds,
  SURVEY_ROUTES,
  SURVEY_KIND_LABELS,
  surveyResponseId,
  type SurveyKind,
} from '@peer-coaching/domain';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/admin.ts';
import { appUrl } from './support/browser.ts';
import { chromiumForThisFile } from './support/chromium-for-file.ts';
import { seedDemo, signedInPages } from './support/demo.ts';

const newPage = chromiumForThisFile(seedDemo);
const signedInPage = signedInPages(newPage);

const PEER = { email: 'peer@demo.test', uid: 'demo-peer' };
const ALUMNUS = { email: 'alumni@demo.test', uid: 'demo-alumni' };
const routes = Object.entries(SURVEY_ROUTES) as [Exclude<SurveyKind, 'custom'>, string][];

type Status = 'due' | 'submitted' | 'upcoming' | 'closed';
type Outcome = { shows: 'nothing' } | { shows: 'survey'; title: string; status: Status; questions: number };
type Window = { key: string; opens: number; closes: number };

const ms = (t: Timestamp) => t.toMillis();
const PREFERENCE: Record<Status, number> = { due: 0, submitted: 1, upcoming: 2, closed: 3 };

/**
 * What a route of `kind` must show `uid` at `now`, from the stored documents, by docs/surveys.md:
 * of the person's surveys of that kind, the one due first, else an answered open one, the next to
 * open, the last closed. A window is open from its opening to its closing; "submitted" is a
 * submitted response for the window. A make-up is due while its window is open and a session of
 * its kinds has ended that the person did not attend and has not already made up; with none, and
 * no answer, there is nothing to answer.
 */
async function expectedOutcome(uid: string, kind: SurveyKind, now: number): Promise<Outcome> {
  const user = (await adminDb.doc(`users/${uid}`).get()).data() as {
    cohort_list: string[];
    alumni_community?: boolean;
  };
  const cohorts = sharedCohortIds({ cohort_list: user.cohort_list, alumni_community: user.alumni_community ?? false });
  const surveys = (await adminDb.collection('surveys').where('kind', '==', kind).get()).docs
    .map((d) => ({ id: d.id, ...d.data() }) as DocumentData & { id: string })
    .filter((survey) => survey.published === true);
  const responses = (await adminDb.collection('survey_responses').where('user_id', '==', uid).get()).docs.map((d) =>
    d.data(),
  );
  const attendance = ((await adminDb.doc(`activities/${uid}`).get()).get('attendance') ?? {}) as Record<string, string>;
  const madeUp = new Set(
    responses.filter((r) => isMakeupKind(r.kind) && r.status !== 'draft' && r.event_id).map((r) => r.event_id),
  );
  const found: { title: string; status: Status; closes: number; questions: number }[] = [];
  for (const survey of surveys) {
    const cohort = (survey.cohorts as string[]).find((c) => cohorts.includes(c));
    if (!cohort) continue;
    const windows: Window[] = Object.entries((survey.windows?.[cohort] ?? {}) as Record<string, DocumentData>)
      .map(([key, w]) => ({ key, opens: ms(w.opens_at), closes: ms(w.closes_at) }))
      .sort((a, b) => a.opens - b.opens || a.key.localeCompare(b.key));
    if (windows.length === 0) continue;
    const mine = responses.filter((r) => r.survey_id === survey.id);
    const submittedKeys = new Set(mine.filter((r) => r.status === 'submitted').map((r) => r.window));
    const add = (status: Status, window: Window) =>
      found.push({ title: survey.title, status, closes: window.closes, questions: survey.questions.length });
    if (isMakeupKind(kind)) {
      const window = windows[0]!;
      const answered = mine.some((r) => r.status === 'submitted');
      if (now < window.opens) add('upcoming', window);
      else if (now >= window.closes) add(answered ? 'submitted' : 'closed', window);
      else {
        const events = await adminDb.collection('events').where('cohorts', 'array-contains', cohort).get();
        const missed = events.docs.filter(
          (e) =>
            (survey.makeup_event_kinds as string[]).includes(e.get('kind')) &&
            ms(e.get('end_date')) <= now &&
            attendance[e.id] !== 'attended' &&
            !madeUp.has(e.id),
        );
        if (missed.length > 0) add('due', window);
        else if (answered) add('submitted', window);
      }
      continue;
    }
    const open = windows.filter((w) => w.opens <= now && now < w.closes);
    const due = open.filter((w) => !submittedKeys.has(w.key)).sort((a, b) => a.closes - b.closes)[0];
    const next = windows.find((w) => w.opens > now);
    const last = [...windows].sort((a, b) => a.closes - b.closes).at(-1)!;
    if (due) add('due', due);
    else if (open[0]) add('submitted', open[0]);
    else if (next) add('upcoming', next);
    else add(submittedKeys.has(last.key) ? 'submitted' : 'closed', last);
  }
  found.sort((a, b) => PREFERENCE[a.status] - PREFERENCE[b.status] || a.closes - b.closes);
  const [first] = found;
  return first ? { shows: 'survey', ...first } : { shows: 'nothing' };
}

describe('the ten survey routes with the demo data', () => {
  it.each(routes)(
    '%s: the demo shows the one survey and status it owes, or says there is none',
    async (kind, route) => {
      const person = kind === 'alumni' ? ALUMNUS : PEER;
      const page = await signedInPage(person.email);
      const expected = await expectedOutcome(person.uid, kind, Date.now());
      await page.goto(appUrl(route));
      const status = page.locator('[data-survey-status]');
      const nothing = page.getByText('Nothing to answer');
      // Whichever the page settles on first; then it must be the expected one, in full.
      await expect
        .poll(async () => ((await status.count()) > 0 ? 'survey' : (await nothing.count()) > 0 ? 'nothing' : null), {
          timeout: 20_000,
        })
        .toBe(expected.shows);
      if (expected.shows === 'nothing') {
        const reason = isMakeupKind(kind)
          ? 'There is no missed session to make up right now.'
          : `There is no ${SURVEY_KIND_LABELS[kind].toLowerCase()} for you right now.`;
        expect(await page.getByText(reason).count()).toBe(1);
        console.log(`${route} (${SURVEY_KIND_LABELS[kind]}): nothing to answer`);
      } else {
        expect(await status.getAttribute('data-survey-status')).toBe(expected.status);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(expected.title);
        // What can be answered now shows its questions (a make-up first asks which session).
        if (expected.status === 'due' && !isMakeupKind(kind)) {
          expect(await page.locator('[data-question]').count()).toBe(expected.questions);
        }
        console.log(`${route} (${SURVEY_KIND_LABELS[kind]}): ${expected.status}`);
      }
      await page.context().close();
    },
  );
});

describe('a custom survey on /survey/:id', () => {
  const CUSTOM = 'mgh-2026-a-custom';

  it('is reached from the home card, answered and submitted by the demo peer', async () => {
    const page = await signedInPage(PEER.email);
    const link = page.locator(`[data-survey-id="${CUSTOM}"]`).getByRole('link', { name: 'Mid-year check' });
    await link.waitFor({ timeout: 20_000 });
    await link.click();
    // The survey page is a chunk of its own: on a busy machine it takes more than poll's default second.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(`/survey/${CUSTOM}`);
    await page.getByRole('heading', { level: 1, name: 'Mid-year check' }).waitFor();
    expect(await page.locator('[data-survey-status]').getAttribute('data-survey-status')).toBe('due');
    await page.locator('[data-question="going"]').getByRole('radio', { name: '4', exact: true }).check();
    await page.locator('[data-question="triad"]').getByRole('radio', { name: 'Yes', exact: true }).check();
    await page.locator('[data-question="wish"]').getByRole('textbox').fill('More time for the triads.');
    await page.getByRole('button', { name: 'Submit' }).click();
    const stored = await eventually(async () => {
      const data = (await adminDb.doc(`survey_responses/${surveyResponseId(CUSTOM, PEER.uid)}`).get()).data();
      return data?.status === 'submitted' ? data : undefined;
    }, 20_000);
    expect(stored.answers).toEqual({ going: 4, triad: true, wish: 'More time for the triads.' });
    await expect
      .poll(() => page.locator('[data-survey-status]').getAttribute('data-survey-status'), { timeout: 15_000 })
      .toBe('submitted');
    // Back home, it is no longer due.
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.locator(`[data-survey-id="${CUSTOM}"]`).count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });

  it('is previewed by staff, and not offered to a peer of another cohort or for an unknown id', async () => {
    const staff = await signedInPage('facilitator@demo.test');
    await staff.goto(appUrl(`/survey/${CUSTOM}`));
    await staff.getByRole('heading', { level: 1, name: 'Mid-year check' }).waitFor({ timeout: 20_000 });
    await staff.getByText('Staff do not answer surveys.', { exact: false }).waitFor();
    expect(await staff.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await staff.context().close();

    const alumnus = await signedInPage(ALUMNUS.email);
    for (const path of [`/survey/${CUSTOM}`, '/survey/no-such-survey']) {
      await alumnus.goto(appUrl(path));
      await alumnus.getByText('This survey is not open to you.').waitFor({ timeout: 20_000 });
      expect(new URL(alumnus.url()).pathname).toBe(path);
    }
    await alumnus.context().close();
  });
});
