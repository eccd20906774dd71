/**
 * GET /api/user/surveys for every role and bad input, with each status a survey can have; the
 * counting trigger (a submission moves the person's activities, a rejection takes a made-up
 * check-in back, duplicate deliveries count once); the derived windows following the calendar.
 */
import { exampleAnswers, surveyTemplate } from '@peer-coaching/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponseWritten } from '../../functions/src/triggers/surveys.ts';
import { adminDb, eventually } from '../support/admin.ts';
import { DAY, eventNow, expectRoles, HOUR, settledDoc } from './support/events.ts';
import { at, fixed, response, survey, writeResponse, writeSurvey } from './support/surveys.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;

const surveys = {
  due: survey('due', 'kickoff'),
  answered: survey('answered', 'reflection'),
  upcoming: survey('upcoming', 'program_eval', { timing: fixed(2 * DAY, 9 * DAY) }),
  closed: survey('closed', 'matching', { timing: fixed(-9 * DAY, -2 * DAY) }),
  closedAnswered: survey('closed-answered', 'post_program', { timing: fixed(-9 * DAY, -DAY) }),
  draft: survey('draft', 'custom', { published: false }),
  harvard: survey('harvard', 'kickoff', { group: 'harvard', cohorts: ['harvard-a'] }),
  alumni: survey('alumni', 'alumni', { cohorts: ['alumni'] }),
  makeup: survey('makeup', 'checkin_makeup'),
};

beforeAll(async () => {
  tokens = await buildWorld();
  await Promise.all(Object.values(surveys).map(writeSurvey));
  await writeResponse(response(surveys.answered, 'peer'));
  await writeResponse(response(surveys.closedAnswered, 'peer', { submitted_at: at(-3 * DAY) }));
});

const list = (token: string) => call('/api/user/surveys', { token });
type Row = {
  id: string;
  kind: string;
  route: string | null;
  title: string;
  status: string;
  opens_at: string;
  closes_at: string;
};

describe('GET /api/user/surveys', () => {
  it('answers every signed-in role, and nobody else', async () => {
    await expectRoles(tokens, () => ({ path: '/api/user/surveys' }), {
      peer: 200,
      otherPeer: 200,
      facilitator: 200,
      otherFacilitator: 200,
      admin: 200,
      alumnus: 200,
    });
  });

  it('refuses unknown parameters, naming them', async () => {
    const response = await call('/api/user/surveys?id=otherPeer', { token: tokens.peer });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/id/);
  });

  it('lists a peer’s surveys with their status, due first, never a draft or another cohort’s', async () => {
    const { status, body } = await list(tokens.peer);
    expect(status).toBe(200);
    const rows = body.surveys as Row[];
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      ['due', 'due'],
      ['upcoming', 'upcoming'],
      ['answered', 'submitted'],
      ['closed-answered', 'submitted'],
      ['closed', 'closed'],
    ]);
    const due = rows[0]!;
    expect(due).toEqual({
      id: 'due',
      kind: 'kickoff',
      route: '/kickoff',
      title: 'Kickoff survey due',
      status: 'due',
      opens_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/),
      closes_at: expect.any(String),
    });
    expect(new Date(due.closes_at).getTime()).toBe(Math.floor(at(7 * DAY).getTime() / 1000) * 1000);
  });

  it('offers a make-up once the peer has a missed session, naming none they attended', async () => {
    // No check-in missed yet: the make-up is not offered.
    expect(((await list(tokens.peer)).body.surveys as Row[]).some((r) => r.id === 'makeup')).toBe(false);
    await eventNow('missed-check-in', -3 * HOUR);
    await settledDoc('cohort_calendars/mgh-a', (d) =>
      ((d?.events as { id: string }[] | undefined) ?? []).some((e) => e.id === 'missed-check-in'),
    );
    const rows = (await list(tokens.peer)).body.surveys as Row[];
    expect(rows.find((r) => r.id === 'makeup')).toMatchObject({ status: 'due', route: '/checkin-makeup' });
  });

  it('gives the alumni survey to the alumni community, harvard’s to harvard, nothing to staff', async () => {
    expect(((await list(tokens.alumnus)).body.surveys as Row[]).map((r) => r.id)).toEqual(['alumni']);
    expect(((await list(tokens.otherPeer)).body.surveys as Row[]).map((r) => r.id)).toEqual(['harvard']);
    for (const role of ['facilitator', 'admin'] as const) expect((await list(tokens[role])).body.surveys).toEqual([]);
  });
});

describe('counting trigger', () => {
  // The recounts may queue behind the deliveries of the files before (on two cores, at times more
  // than eventually's usual 15 s): a longer wait costs nothing when they are on time.
  const activities = (userId: string, ready: (d: Record<string, unknown>) => boolean) =>
    eventually(async () => {
      const data = (await adminDb.doc(`activities/${userId}`).get()).data();
      return data !== undefined && ready(data) ? data : undefined;
    }, 40_000);

  it('a kickoff response sets kickoff_response; a reflection counts once however often it is delivered', async () => {
    const before = (await adminDb.doc('activities/baker').get()).data() ?? {};
    expect(before.kickoff_response ?? false).toBe(false);
    expect(before.reflection ?? 0).toBe(0);
    await writeResponse(response(surveys.due, 'baker', { status: 'draft' }));
    // A later response that does count: once it is counted, a recount that had read the draft has run.
    await writeResponse(response(surveys.answered, 'baker'));
    const counted = await activities('baker', (d) => d.reflection === 1);
    expect(counted?.kickoff_response ?? false).toBe(false);

    await writeResponse(response(surveys.due, 'baker'));
    await activities('baker', (d) => d.kickoff_response === true);
    // Duplicate deliveries of the same write, awaited: still one.
    const fields = { user_id: 'baker', survey_id: 'answered', status: 'submitted', window: 'main', event_id: null };
    await Promise.all([surveyResponseWritten(undefined, fields), surveyResponseWritten(undefined, fields)]);
    expect((await adminDb.doc('activities/baker').get()).data()).toMatchObject({
      reflection: 1,
      kickoff_response: true,
    });
  });

  it('does not count a submission whose answers break the survey’s schema', async () => {
    const bad = response(surveys.due, 'mcdonald', {
      answers: { ...exampleAnswers(surveys.due.questions), confidence: 9 },
    });
    const reflections = ((await adminDb.doc('activities/mcdonald').get()).get('reflection') as number | undefined) ?? 0;
    await writeResponse(bad);
    // A later response that does count (see above): counted, it shows the bad one was read and not counted.
    await writeResponse(response(surveys.answered, 'mcdonald'));
    const counted = await activities('mcdonald', (d) => d.reflection === reflections + 1);
    expect(counted?.kickoff_response ?? false).toBe(false);
    await writeResponse(response(surveys.due, 'mcdonald'));
    await activities('mcdonald', (d) => d.kickoff_response === true);
  });

  it('a made-up check-in counts, and a rejection takes it back', async () => {
    await eventNow('missed-2', -5 * HOUR);
    const before = ((await adminDb.doc('activities/adams').get()).get('check_in') as number | undefined) ?? 0;
    const makeup = response(surveys.makeup, 'adams', { event_id: 'missed-2' });
    await writeResponse(makeup);
    await activities('adams', (d) => d.check_in === before + 1);
    await adminDb.doc(`survey_responses/${makeup.id}`).update({ status: 'rejected', rejected_by: 'facilitator' });
    await activities('adams', (d) => d.check_in === before);
  });

  it('does not count a make-up twice through two make-up surveys', async () => {
    const second = survey('makeup-2', 'checkin_case_study_makeup');
    await writeSurvey(second);
    await eventNow('missed-3', -6 * HOUR);
    const before = ((await adminDb.doc('activities/mcdonald').get()).get('check_in') as number | undefined) ?? 0;
    await writeResponse(response(surveys.makeup, 'mcdonald', { event_id: 'missed-3' }));
    await activities('mcdonald', (d) => d.check_in === before + 1);
    await writeResponse(response(second, 'mcdonald', { event_id: 'missed-3' }));
    // A later reflection, of a survey of its own, that does count: the recount that counts it has
    // read the second make-up too, and the check-ins must not have moved.
    const probe = survey('probe-reflection', 'reflection');
    await writeSurvey(probe);
    const reflections = ((await adminDb.doc('activities/mcdonald').get()).get('reflection') as number | undefined) ?? 0;
    await writeResponse(response(probe, 'mcdonald'));
    const counted = await activities('mcdonald', (d) => d.reflection === reflections + 1);
    expect(counted?.check_in).toBe(before + 1);
  });
});

describe('derived windows', () => {
  it('fills a relative survey’s windows and question map, and moves them with the kickoff', async () => {
    const kickoff = await eventNow('rel-kickoff', -DAY, { kind: 'kickoff', activity: 'kickoff', cohorts: ['mgh-b'] });
    const relative = survey('relative', 'kickoff', {
      cohorts: ['mgh-b'],
      timing: surveyTemplate('kickoff', new Date()).timing,
    });
    await writeSurvey({ ...relative, windows: {}, question_map: {} });
    const closesAt = async (ready: (t: number) => boolean) =>
      eventually(async () => {
        const w = (await adminDb.doc('surveys/relative').get()).get('windows.mgh-b.main') as
          { closes_at: Timestamp } | undefined;
        const t = w?.closes_at.toMillis();
        return t !== undefined && ready(t) ? t : undefined;
      });
    const first = await closesAt(() => true);
    const stored = (await adminDb.doc('surveys/relative').get()).data()!;
    expect(Object.keys(stored.question_map as object)).toEqual(relative.questions.map((q) => q.id));
    // 14 New York days after the kickoff, at 23:59.
    expect(first - kickoff.start_date.getTime()).toBeGreaterThan(13 * DAY);
    expect(first - kickoff.start_date.getTime()).toBeLessThan(16 * DAY);
    await adminDb.doc('events/rel-kickoff').update({
      start_date: Timestamp.fromMillis(kickoff.start_date.getTime() - 7 * DAY),
      end_date: Timestamp.fromMillis(kickoff.end_date.getTime() - 7 * DAY),
    });
    const moved = await closesAt((t) => t !== first);
    // Seven days earlier (an hour either way if a daylight-saving change falls between).
    expect(Math.abs(first - moved - 7 * DAY)).toBeLessThanOrEqual(HOUR);
  });
});
