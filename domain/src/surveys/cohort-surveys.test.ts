import { describe, expect, it } from 'vitest';
import { cohortSurveysCollection } from '../collections/cohort-surveys.ts';
import { buildCohortSurveys, mergeCohortSurveys, sameCohortSurveys } from './cohort-surveys.ts';
import type { Survey, SurveySummary } from './surveys.ts';

const window = (opens: string, closes: string) => ({
  opens_at: new Date(opens),
  closes_at: new Date(closes),
  event_id: null,
  event_title: null,
});

const survey = (id: string, cohorts: string[], extra: Partial<Survey> = {}): Survey => ({
  id,
  group: 'mgh',
  kind: 'custom',
  title: `Survey ${id}`,
  description: 'A long description the home never shows',
  questions: [{ id: 'q1', type: 'short_text', label: 'Why?', help: '', required: true, options: [] }],
  counts_toward: null,
  cohorts,
  timing: { type: 'fixed', opens_at: new Date('2026-03-01T00:00:00Z'), closes_at: new Date('2026-03-20T00:00:00Z') },
  makeup_event_kinds: [],
  published: true,
  windows: Object.fromEntries(
    cohorts.map((c) => [c, { main: window('2026-03-01T00:00:00Z', '2026-03-20T00:00:00Z') }]),
  ),
  question_map: { q1: { type: 'short_text', required: true, options: [] } },
  required_ids: ['q1'],
  created_at: new Date('2026-02-01T00:00:00Z'),
  updated_at: new Date('2026-02-01T00:00:00Z'),
  ...extra,
});

describe('buildCohortSurveys', () => {
  it("keeps the cohort's published surveys by id, without questions and with this cohort's windows only", () => {
    const both = survey('s2', ['mgh-a', 'mgh-b'], { counts_toward: 'reflection' });
    const built = buildCohortSurveys(
      [both, survey('s1', ['mgh-a']), survey('s3', ['mgh-a'], { published: false }), survey('s4', ['mgh-b'])],
      'mgh-a',
      'mgh',
    );
    expect(built.group).toBe('mgh');
    expect(built.surveys.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(built.surveys[1]).toEqual({
      id: 's2',
      group: 'mgh',
      kind: 'custom',
      title: 'Survey s2',
      counts_toward: 'reflection',
      cohorts: ['mgh-a', 'mgh-b'],
      makeup_event_kinds: [],
      published: true,
      windows: { 'mgh-a': { main: window('2026-03-01T00:00:00Z', '2026-03-20T00:00:00Z') } },
    });
    // What is stored passes the collection's schema (dates as Timestamps are mapped on read).
    const updated_at = new Date('2026-02-02T00:00:00Z');
    expect(cohortSurveysCollection.schema.safeParse({ ...built, updated_at }).success).toBe(true);
  });

  it('gives the same document whatever the order and however often a survey comes', () => {
    const once = buildCohortSurveys([survey('s1', ['c']), survey('s2', ['c'])], 'c', 'mgh');
    expect(buildCohortSurveys([survey('s2', ['c']), survey('s1', ['c']), survey('s2', ['c'])], 'c', 'mgh')).toEqual(
      once,
    );
  });
});

describe('sameCohortSurveys', () => {
  const built = buildCohortSurveys([survey('s1', ['c'])], 'c', 'mgh');
  it('is true for the same content and false for any change or another shape', () => {
    expect(sameCohortSurveys({ ...built, surveys: built.surveys.map((s) => ({ ...s })) }, built, 'c')).toBe(true);
    expect(sameCohortSurveys({ ...built, group: 'harvard' }, built, 'c')).toBe(false);
    expect(sameCohortSurveys({ group: 'mgh', surveys: [] }, built, 'c')).toBe(false);
    const retitled = buildCohortSurveys([survey('s1', ['c'], { title: 'New' })], 'c', 'mgh');
    expect(sameCohortSurveys(retitled, built, 'c')).toBe(false);
    expect(sameCohortSurveys(null, built, 'c')).toBe(false);
    expect(sameCohortSurveys({ group: 'mgh', surveys: [{ id: 's1' } as SurveySummary] }, built, 'c')).toBe(false);
  });
});

describe('mergeCohortSurveys', () => {
  it("gives each survey once, with the windows of every cohort's document", () => {
    const shared = survey('s1', ['a', 'b']);
    const merged = mergeCohortSurveys([
      { surveys: buildCohortSurveys([shared, survey('s2', ['a'])], 'a', 'mgh').surveys },
      null,
      { surveys: buildCohortSurveys([shared], 'b', 'mgh').surveys },
    ]);
    expect(merged.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(Object.keys(merged[0]!.windows).sort()).toEqual(['a', 'b']);
  });
});
