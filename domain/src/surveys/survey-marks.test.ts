import { describe, expect, it } from 'vitest';
import { surveyMarksCollection } from '../collections/survey-marks.ts';
import { responseMarks, sameResponseMarks, type ResponseMark } from './survey-marks.ts';
import type { SurveyResponse } from './surveys.ts';

const response = (survey_id: string, status: SurveyResponse['status'], extra: Partial<SurveyResponse> = {}) =>
  ({
    id: `${survey_id}_ann`,
    survey_id,
    user_id: 'ann',
    group: 'mgh',
    cohort: 'mgh-a',
    kind: 'custom',
    window: 'main',
    event_id: null,
    answers: { q1: 'A long answer the home never needs' },
    status,
    updated_at: new Date('2026-03-02T00:00:00Z'),
    submitted_at: null,
    ...extra,
  }) as SurveyResponse;

describe('responseMarks', () => {
  it('keeps what the list needs of each response but drafts, in a fixed order', () => {
    const marks = responseMarks([
      response('s2', 'submitted', { kind: 'post_meeting', window: 'e2', event_id: 'e2' }),
      response('s1', 'draft'),
      response('s2', 'submitted', { kind: 'post_meeting', window: 'e1', event_id: 'e1' }),
      response('s3', 'rejected', { kind: 'makeup', event_id: 'missed' }),
    ]);
    expect(marks).toEqual([
      { survey_id: 's2', window: 'e1', event_id: 'e1', status: 'submitted', kind: 'post_meeting' },
      { survey_id: 's2', window: 'e2', event_id: 'e2', status: 'submitted', kind: 'post_meeting' },
      { survey_id: 's3', window: 'main', event_id: 'missed', status: 'rejected', kind: 'makeup' },
    ]);
    expect(
      surveyMarksCollection.schema.safeParse({ user_id: 'ann', marks, updated_at: new Date('2026-03-03T00:00:00Z') })
        .success,
    ).toBe(true);
  });
});

describe('sameResponseMarks', () => {
  const built = responseMarks([response('s1', 'submitted')]);
  it('is true for the same marks in any order and false for a change or another shape', () => {
    expect(
      sameResponseMarks(
        [...built].reverse().map((m) => ({ ...m })),
        built,
      ),
    ).toBe(true);
    expect(sameResponseMarks([{ ...built[0], status: 'rejected' }], built)).toBe(false);
    expect(sameResponseMarks([], built)).toBe(false);
    expect(sameResponseMarks(null, built)).toBe(false);
    expect(sameResponseMarks({ marks: built }, built as ResponseMark[])).toBe(false);
  });
});
