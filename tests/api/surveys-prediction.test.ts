/**
 * Surveys left to submit in the certificate prediction (GET /api/shared/certificate_status,
 * docs/certificate.md "Prediction"): open and upcoming windows of the peer's cohort that count
 * toward an activity and that the peer has not submitted. And a published custom survey's route
 * in GET /api/user/surveys (/survey/{id}, docs/surveys.md "Custom surveys").
 */
import { emptyRequirements } from '@peer-coaching/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, settledDoc } from './support/events.ts';
import { fixed, response, survey, writeResponse, writeSurvey } from './support/surveys.ts';
import { buildWorld, call } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;

const surveys = {
  reflectionOpen: survey('reflection-open', 'reflection'),
  reflectionNext: survey('reflection-next', 'reflection', { timing: fixed(3 * DAY, 10 * DAY) }),
  evaluation: survey('evaluation', 'program_eval', { timing: fixed(5 * DAY, 20 * DAY) }),
  // None of these is left to submit: closed, unpublished, another cohort.
  reflectionClosed: survey('reflection-closed', 'reflection', { timing: fixed(-9 * DAY, -2 * DAY) }),
  evaluationDraft: survey('evaluation-draft', 'program_eval', { published: false }),
  evaluationOther: survey('evaluation-other', 'program_eval', { cohorts: ['mgh-b'] }),
  custom: survey('mid-year', 'custom'),
};

beforeAll(async () => {
  tokens = await buildWorld();
  // mgh asks for 2 reflections and the program evaluation only: no event counts toward them.
  const requirements = emptyRequirements();
  Object.assign(requirements.reflection, { value_min: 2, value_max: 2 });
  requirements.program_eval.value = true;
  const put = await call('/api/facilitator/setting', {
    method: 'PUT',
    token: tokens.facilitator,
    body: { group: 'mgh', setting: 'certificate', settings: { engagement_requirements: requirements } },
  });
  expect(put.status).toBe(200);
});

const status = async (id = 'baker') => {
  const answer = await call(`/api/shared/certificate_status?id=${id}`, { token: tokens.facilitator });
  expect(answer.status).toBe(200);
  return answer.body as { required: number; earned: number; status: string; still_needed: Record<string, number> };
};

describe('the certificate prediction counts the surveys left to submit', () => {
  it('cannot qualify without surveys; at risk once two reflections and the evaluation are open or upcoming', async () => {
    // required 2 + 1 = 3, earned 0: nothing on the calendar counts toward either.
    expect(await status()).toMatchObject({ required: 3, earned: 0, status: 'cannot_qualify' });
    await Promise.all(Object.values(surveys).map(writeSurvey));
    // Left: reflection-open, reflection-next (reflections), evaluation: reachable 3 = gap 3.
    expect(await status()).toMatchObject({
      status: 'at_risk',
      still_needed: { reflection: 2, program_eval: 1 },
    });
  });

  it('a draft changes nothing; a submitted reflection counts and is no longer left', async () => {
    await writeResponse(response(surveys.reflectionOpen, 'baker', { status: 'draft', submitted_at: null }));
    expect(await status()).toMatchObject({ earned: 0, status: 'at_risk' });
    await writeResponse(response(surveys.reflectionOpen, 'baker'));
    await settledDoc('activities/baker', (d) => d?.reflection === 1);
    // earned 1, gap 2; left: reflection-next and the evaluation: reachable 2, still at risk.
    expect(await status()).toMatchObject({
      earned: 1,
      status: 'at_risk',
      still_needed: { reflection: 1, program_eval: 1 },
    });
  });
});

describe('a published custom survey', () => {
  it('is listed with its own peer route, /survey/{id}', async () => {
    const { status: code, body } = await call('/api/user/surveys', { token: tokens.peer });
    expect(code).toBe(200);
    expect((body.surveys as { id: string; route: string }[]).find((r) => r.id === 'mid-year')).toMatchObject({
      route: '/survey/mid-year',
      status: 'due',
    });
  });
});
