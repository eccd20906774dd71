/**
 * Surveys and survey responses under the rules, through the app's own queries and writes
 * (web/src/lib/survey-queries.ts): who reads which survey and response, and a peer's direct
 * response writes (owner, shape, window open, one response per survey/window/missed session, a
 * rejected make-up frozen) for every role. The values of the answers are the counting trigger's
 * to check (tests/api/user-surveys.test.ts).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  answersBytes,
  attendanceMark,
  derivedQuestionFields,
  surveyTemplate,
  surveyWindowsByCohort,
  type CalendarEvent,
  type Survey,
  type SurveyAnswers,
  type SurveyKind,
} from '@peer-coaching/domain';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  groupSurveysQuery,
  ownSurveyResponsesQuery,
  peerSurveysQuery,
  saveSurveyResponse,
  surveyResponsesQuery,
  type ResponseTarget,
} from '../../web/src/lib/survey-queries.ts';
import { dbAs, ROLES, seed, startRulesEnvironment, type TestRole } from './support/fixture.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const appDbAs = (role: TestRole | 'alumnus') => dbAs(env, role) as unknown as Firestore;
const DAY = 86_400_000;
const now = Date.now();
const at = (offsetMs: number) => new Date(now + offsetMs);

/** A check-in peer missed an hour ago, and one they attended (activities/peer says so). */
const missed: CalendarEvent = {
  id: 'check-missed',
  title: 'Check-in 3',
  description: '',
  location: 'Zoom',
  type: 'other',
  kind: 'check_in',
  activity: 'check_in',
  group: 'mgh',
  cohorts: ['mgh-a'],
  start_date: at(-2 * 3_600_000),
  end_date: at(-3_600_000),
};
const coaching: CalendarEvent = {
  ...missed,
  id: 'coach-1',
  title: 'Coaching triad session 1',
  kind: 'coaching',
  activity: null,
};

/** Fixed windows around the real clock (the rules compare with request.time). */
function fixed(opensInMs: number, closesInMs: number) {
  return { type: 'fixed' as const, opens_at: at(opensInMs), closes_at: at(closesInMs) };
}

function survey(id: string, kind: SurveyKind, overrides: Partial<Survey> = {}): Omit<Survey, 'id'> {
  const template = surveyTemplate(kind, new Date(now));
  const base = {
    group: 'mgh',
    ...template,
    cohorts: ['mgh-a'],
    timing: fixed(-DAY, 7 * DAY) as Survey['timing'],
    published: true,
    created_at: at(-2 * DAY),
    updated_at: at(-2 * DAY),
    ...overrides,
  };
  const calendars = { 'mgh-a': [missed, coaching], 'harvard-a': [], alumni: [] };
  return {
    ...base,
    ...derivedQuestionFields(base.questions),
    windows: surveyWindowsByCohort(base, calendars),
  } as Omit<Survey, 'id'>;
}

const surveys: Record<string, Omit<Survey, 'id'>> = {
  kickoff: survey('kickoff', 'kickoff'),
  closed: survey('closed', 'reflection', { timing: fixed(-7 * DAY, -DAY) }),
  upcoming: survey('upcoming', 'program_eval', { timing: fixed(DAY, 7 * DAY) }),
  unpublished: survey('unpublished', 'matching', { published: false }),
  harvard: survey('harvard', 'kickoff', { group: 'harvard', cohorts: ['harvard-a'] }),
  alumni: survey('alumni', 'alumni', { cohorts: ['alumni'] }),
  'post-meeting': survey('post-meeting', 'post_meeting', {
    timing: {
      type: 'per_event',
      events: { event_kind: 'coaching', title_includes: null },
      opens: { edge: 'end', days: 0, at: null },
      closes: { edge: 'end', days: 7, at: null },
    },
  }),
  makeup: survey('makeup', 'checkin_makeup', { timing: fixed(-DAY, 7 * DAY) }),
  // Twenty multiple-choice questions of twenty options, the most a survey has and the dearest
  // type to check: the rules check each without running out of steps (1000 expressions).
  long: survey('long', 'custom', {
    questions: Array.from({ length: 20 }, (_, i) => ({
      id: `q${i}`,
      type: 'multiple_choice' as const,
      label: `Q${i}`,
      help: '',
      required: true,
      options: Array.from({ length: 20 }, (_, o) => `option ${o}`),
    })),
  }),
};

const kickoffAnswers: SurveyAnswers = {
  takeaway: 'Listening first',
  goals: 'Coach twice a month',
  confidence: 3,
  triad_met: true,
};

const target = (surveyId: string, overrides: Partial<ResponseTarget> = {}): ResponseTarget => ({
  survey: { id: surveyId, group: surveys[surveyId]!.group, kind: surveys[surveyId]!.kind },
  userId: 'peer',
  cohort: 'mgh-a',
  window: 'main',
  eventId: null,
  ...overrides,
});

beforeEach(async () => {
  await seed(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all([
      ...Object.entries(surveys).map(([id, s]) => db.doc(`surveys/${id}`).set(s)),
      db.doc(`events/${missed.id}`).set(missed),
      db.doc(`events/${coaching.id}`).set(coaching),
      // otherPeer's response to harvard's survey, and a rejected make-up of peer's.
      db.doc('survey_responses/harvard_otherPeer').set({
        survey_id: 'harvard',
        user_id: 'otherPeer',
        group: 'harvard',
        cohort: 'harvard-a',
        kind: 'kickoff',
        window: 'main',
        event_id: null,
        answers: kickoffAnswers,
        status: 'submitted',
        updated_at: at(-DAY),
        submitted_at: at(-DAY),
      }),
    ]);
  });
});

async function storedResponse(id: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(`survey_responses/${id}`).get()).data();
  });
  return data;
}

describe('reading surveys', () => {
  it('a peer lists the published surveys of their cohorts, never a draft or another cohort’s', async () => {
    const snapshot = await assertSucceeds(getDocs(peerSurveysQuery(appDbAs('peer'), ['mgh-a'])));
    expect(snapshot.docs.map((d) => d.id).sort()).toEqual(
      ['closed', 'kickoff', 'long', 'makeup', 'post-meeting', 'upcoming'].sort(),
    );
    const survey = snapshot.docs.find((d) => d.id === 'kickoff')!.data();
    expect(survey.windows['mgh-a']!.main!.closes_at).toEqual(at(7 * DAY));
  });

  it('an alumni-community member lists the alumni survey', async () => {
    const snapshot = await assertSucceeds(getDocs(peerSurveysQuery(appDbAs('alumnus'), ['mgh-b', 'alumni'])));
    expect(snapshot.docs.map((d) => d.id)).toEqual(['alumni']);
    await assertFails(getDocs(peerSurveysQuery(appDbAs('peer'), ['alumni'])));
  });

  it.each(['otherPeer', 'anonymous'] as const)('%s cannot list mgh-a’s surveys', async (role) => {
    await assertFails(getDocs(peerSurveysQuery(appDbAs(role), ['mgh-a'])));
  });

  it('a peer cannot get an unpublished survey; staff of the group list every survey of it', async () => {
    await assertFails(getDoc(doc(appDbAs('peer'), 'surveys/unpublished')));
    for (const role of ['facilitator', 'admin'] as const) {
      const snapshot = await assertSucceeds(getDocs(groupSurveysQuery(appDbAs(role), 'mgh')));
      expect(snapshot.size).toBe(Object.values(surveys).filter((s) => s.group === 'mgh').length);
    }
    await assertFails(getDocs(groupSurveysQuery(appDbAs('otherFacilitator'), 'mgh')));
    await assertFails(getDocs(groupSurveysQuery(appDbAs('peer'), 'mgh')));
  });

  it.each(ROLES)('nobody writes a survey directly (%s)', async (role) => {
    const db = appDbAs(role);
    await assertFails(setDoc(doc(db, 'surveys/new'), surveys.kickoff!));
    await assertFails(updateDoc(doc(db, 'surveys/kickoff'), { title: 'Changed' }));
    await assertFails(deleteDoc(doc(db, 'surveys/kickoff')));
  });
});

describe('reading responses', () => {
  it('a person lists their own responses only; staff of the group a survey’s', async () => {
    const own = await assertSucceeds(getDocs(ownSurveyResponsesQuery(appDbAs('otherPeer'), 'otherPeer')));
    expect(own.docs.map((d) => d.id)).toEqual(['harvard_otherPeer']);
    await assertFails(getDocs(ownSurveyResponsesQuery(appDbAs('peer'), 'otherPeer')));
    await assertFails(getDoc(doc(appDbAs('peer'), 'survey_responses/harvard_otherPeer')));
    await assertSucceeds(getDocs(surveyResponsesQuery(appDbAs('otherFacilitator'), 'harvard', 'harvard')));
    await assertSucceeds(getDocs(surveyResponsesQuery(appDbAs('admin'), 'harvard', 'harvard')));
    await assertFails(getDocs(surveyResponsesQuery(appDbAs('facilitator'), 'harvard', 'harvard')));
    await assertFails(getDocs(surveyResponsesQuery(appDbAs('anonymous'), 'harvard', 'harvard')));
  });
});

describe('a peer answering', () => {
  it('saves a draft, submits, and edits while the survey is open', async () => {
    const db = appDbAs('peer');
    await assertSucceeds(saveSurveyResponse(db, target('kickoff'), { takeaway: 'Half wr' }, 'draft'));
    expect(await storedResponse('kickoff_peer')).toMatchObject({ status: 'draft', submitted_at: null });
    await assertSucceeds(saveSurveyResponse(db, target('kickoff'), kickoffAnswers, 'submitted'));
    await assertSucceeds(
      saveSurveyResponse(db, target('kickoff'), { ...kickoffAnswers, confidence: 4, questions: 'None' }, 'submitted'),
    );
    expect(await storedResponse('kickoff_peer')).toMatchObject({ status: 'submitted', answers: { confidence: 4 } });
  });

  it('cannot take a submission back to a draft', async () => {
    const db = appDbAs('peer');
    await assertSucceeds(saveSurveyResponse(db, target('kickoff'), kickoffAnswers, 'submitted'));
    await assertFails(saveSurveyResponse(db, target('kickoff'), kickoffAnswers, 'draft'));
  });

  it('is refused outside the window: a closed survey, an upcoming one, an unpublished one', async () => {
    const db = appDbAs('peer');
    const reflection = { progress: 'ok', skill: 'Listening', growth: 3, next: 'more' };
    await assertFails(saveSurveyResponse(db, target('closed'), reflection, 'draft'));
    await assertFails(saveSurveyResponse(db, target('upcoming'), {}, 'draft'));
    await assertFails(saveSurveyResponse(db, target('unpublished'), {}, 'draft'));
  });

  it('is refused for another person, another cohort, or by staff', async () => {
    await assertFails(
      saveSurveyResponse(appDbAs('otherPeer'), target('kickoff', { userId: 'peer' }), kickoffAnswers, 'submitted'),
    );
    await assertFails(
      saveSurveyResponse(appDbAs('otherPeer'), target('kickoff', { userId: 'otherPeer' }), kickoffAnswers, 'submitted'),
    );
    await assertFails(
      saveSurveyResponse(
        appDbAs('otherPeer'),
        target('kickoff', { userId: 'otherPeer', cohort: 'harvard-a' }),
        kickoffAnswers,
        'submitted',
      ),
    );
    for (const role of ['facilitator', 'otherFacilitator', 'admin'] as const)
      await assertFails(
        saveSurveyResponse(appDbAs(role), target('kickoff', { userId: role }), kickoffAnswers, 'submitted'),
      );
    await assertFails(saveSurveyResponse(appDbAs('anonymous'), target('kickoff'), kickoffAnswers, 'submitted'));
  });

  it('cannot change another peer’s response', async () => {
    const db = appDbAs('peer');
    await assertFails(updateDoc(doc(db, 'survey_responses/harvard_otherPeer'), { answers: {} }));
    await assertFails(deleteDoc(doc(db, 'survey_responses/harvard_otherPeer')));
  });

  it('refuses a second response under any other id', async () => {
    const db = appDbAs('peer');
    await assertSucceeds(saveSurveyResponse(db, target('kickoff'), kickoffAnswers, 'submitted'));
    const valid = await storedResponse('kickoff_peer');
    const copy = { ...valid, updated_at: serverTimestamp(), submitted_at: serverTimestamp() };
    await assertFails(setDoc(doc(db, 'survey_responses/kickoff_peer_2'), copy));
    await assertFails(setDoc(doc(db, 'survey_responses/random-id'), copy));
    await assertFails(saveSurveyResponse(db, target('kickoff', { eventId: 'coach-1' }), kickoffAnswers, 'submitted'));
  });

  it('refuses a bad shape: unknown question, missing required, extra field, client time, wrong fields', async () => {
    const db = appDbAs('peer');
    const cases: SurveyAnswers[] = [
      { ...kickoffAnswers, extra: 'x' },
      { takeaway: 'only this' },
      { goals: 'x', confidence: 3, triad_met: true },
    ];
    for (const answers of cases) await assertFails(saveSurveyResponse(db, target('kickoff'), answers, 'submitted'));
    // A draft may be partial, but only of the survey's questions.
    await assertSucceeds(saveSurveyResponse(db, target('kickoff'), { takeaway: 'only this' }, 'draft'));
    await assertFails(saveSurveyResponse(db, target('kickoff'), { nope: 9 }, 'draft'));
    const base = {
      survey_id: 'kickoff',
      user_id: 'peer',
      group: 'mgh',
      cohort: 'mgh-a',
      kind: 'kickoff',
      window: 'main',
      event_id: null,
      answers: kickoffAnswers,
      status: 'submitted',
      updated_at: serverTimestamp(),
      submitted_at: serverTimestamp(),
    };
    const ref = doc(db, 'survey_responses/kickoff_peer');
    await assertFails(setDoc(ref, { ...base, extra: true }));
    await assertFails(setDoc(ref, { ...base, answers: 'all fine' }));
    await assertFails(setDoc(ref, { ...base, updated_at: new Date() }));
    await assertFails(setDoc(ref, { ...base, submitted_at: null }));
    await assertFails(setDoc(ref, { ...base, status: 'rejected' }));
    await assertFails(setDoc(ref, { ...base, kind: 'reflection' }));
    await assertFails(setDoc(ref, { ...base, group: 'harvard' }));
    await assertFails(setDoc(ref, { ...base, cohort: 'mgh-b' }));
    const { event_id: _dropped, ...withoutEvent } = base;
    await assertFails(setDoc(ref, withoutEvent));
    await assertSucceeds(setDoc(ref, base));
  });

  it('answers each window of a per-event survey under its own id', async () => {
    const db = appDbAs('peer');
    const answers = { useful: 4, role: 'Coach', went_well: 'Good questions' };
    const t = target('post-meeting', { window: 'coach-1', eventId: 'coach-1' });
    await assertSucceeds(saveSurveyResponse(db, t, answers, 'submitted'));
    expect(await storedResponse('post-meeting_peer_coach-1')).toMatchObject({ window: 'coach-1' });
    await assertFails(saveSurveyResponse(db, target('post-meeting'), answers, 'submitted'));
    await assertFails(saveSurveyResponse(db, target('post-meeting', { window: 'coach-1' }), answers, 'submitted'));
  });

  it('makes up a missed session, not an attended one, a future one or one of another kind', async () => {
    const db = appDbAs('peer');
    const answers = { summary: 'Watched the recording', learned: 'Silence helps', minutes: '30 to 60 minutes' };
    await assertSucceeds(saveSurveyResponse(db, target('makeup', { eventId: 'check-missed' }), answers, 'submitted'));
    expect(await storedResponse('makeup_peer_check-missed')).toMatchObject({ event_id: 'check-missed' });
    await assertFails(saveSurveyResponse(db, target('makeup'), answers, 'submitted')); // names no session
    await assertFails(saveSurveyResponse(db, target('makeup', { eventId: 'coach-1' }), answers, 'submitted'));
    await assertFails(saveSurveyResponse(db, target('makeup', { eventId: 'no-such-event' }), answers, 'submitted'));
    // Attended after all, marked as the roster marks it: the record and activities/peer's entry.
    await env.withSecurityRulesDisabled(async (c) => {
      const db = c.firestore();
      const mark = attendanceMark(missed, 'peer', 'mgh-a', 'attended');
      await db.doc(`attendance/${mark.id}`).set({ ...mark, updated_at: new Date() });
      await db.doc('activities/peer').update({ 'attendance.check-missed': 'attended' });
    });
    await assertFails(saveSurveyResponse(db, target('makeup', { eventId: 'check-missed' }), answers, 'submitted'));
  });

  it('cannot change a make-up staff rejected', async () => {
    const db = appDbAs('peer');
    const answers = { summary: 'Watched the recording', learned: 'Silence helps', minutes: '30 to 60 minutes' };
    const t = target('makeup', { eventId: 'check-missed' });
    await assertSucceeds(saveSurveyResponse(db, t, answers, 'submitted'));
    await env.withSecurityRulesDisabled((c) =>
      c.firestore().doc('survey_responses/makeup_peer_check-missed').update({ status: 'rejected' }),
    );
    await assertFails(saveSurveyResponse(db, t, answers, 'submitted'));
  });

  it('needs every required question of the longest survey on submission', async () => {
    const db = appDbAs('peer');
    const answers = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`q${i}`, ['option 1', 'option 19']]));
    const { q19: _left, ...missing } = answers;
    await assertFails(saveSurveyResponse(db, target('long'), missing, 'submitted'));
    await assertSucceeds(saveSurveyResponse(db, target('long'), missing, 'draft'));
    await assertSucceeds(saveSurveyResponse(db, target('long'), answers, 'submitted'));
  });

  it('takes at most 20,000 bytes of answers together, counted in UTF-8, drafts too (issue 24)', async () => {
    const db = appDbAs('peer');
    const answersOf = (text: string) => Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`q${i}`, [text]]));
    // Twenty answers of 1,000 bytes: exactly the limit; one byte more is refused, in a draft too.
    await assertSucceeds(saveSurveyResponse(db, target('long'), answersOf('x'.repeat(1000)), 'submitted'));
    const over = { ...answersOf('x'.repeat(1000)), q19: ['x'.repeat(1000), 'y'] };
    await assertFails(saveSurveyResponse(db, target('long'), over, 'submitted'));
    await assertFails(saveSurveyResponse(db, target('long'), over, 'draft'));
    // One text: an accented letter takes two bytes.
    const kickoff = target('kickoff');
    await assertSucceeds(saveSurveyResponse(db, kickoff, { ...kickoffAnswers, takeaway: 'é'.repeat(9_990) }, 'draft'));
    await assertFails(saveSurveyResponse(db, kickoff, { ...kickoffAnswers, takeaway: 'é'.repeat(10_001) }, 'draft'));
    // A list of anything but text is no answer.
    await assertFails(
      saveSurveyResponse(db, target('long'), { ...answersOf('x'), q0: [1, 2] as unknown as string[] }, 'draft'),
    );
    // What the domain counts is what the rules count.
    expect(answersBytes(over)).toBe(20_001);
  });

  it('an alumni-community member answers the alumni survey; a peer outside it cannot', async () => {
    const answers = { coaching_now: true, frequency: 'Weekly', mentor: false };
    const t = (userId: string): ResponseTarget => ({ ...target('alumni', { userId, cohort: 'alumni' }) });
    await assertSucceeds(saveSurveyResponse(appDbAs('alumnus'), t('alumnus'), answers, 'submitted'));
    await assertFails(saveSurveyResponse(appDbAs('peer'), t('peer'), answers, 'submitted'));
  });
});
