import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MATCHING_WEIGHTS,
  forbiddenReason,
  goalWords,
  groupScore,
  pairScore,
  type MatchingPerson,
} from './matching-score.ts';
import type { SurveyAnswers } from '../surveys/surveys.ts';

const answers = (overrides: Partial<SurveyAnswers> = {}): SurveyAnswers => ({
  goals: 'Become a better listener in difficult conversations',
  topics: ['Leadership', 'Wellbeing and burnout'],
  meeting_times: ['Weekday mornings'],
  department: 'Surgery',
  avoid_own_department: false,
  ...overrides,
});

const person = (id: string, over: Partial<SurveyAnswers> | null = {}, previous: string[] = []): MatchingPerson => ({
  id,
  answers: over === null ? null : answers(over),
  previous_partners: previous,
});

describe('pairScore', () => {
  it('adds a part for each thing two people share, labelled with its points', () => {
    const score = pairScore(person('a'), person('b', { department: 'Pediatrics' }));
    expect(score).toEqual({
      total: 3 + 2 + 2 + 1,
      parts: [
        { label: 'same goals +3', points: 3 },
        { label: '2 shared topics +2', points: 2 },
        { label: 'overlapping times +2', points: 2 },
        { label: 'different departments +1', points: 1 },
      ],
    });
  });

  it('penalises no common meeting time and leaves out what differs', () => {
    const score = pairScore(
      person('a'),
      person('b', {
        goals: 'Publish my first paper',
        topics: ['Leadership', 'Team dynamics'],
        meeting_times: ['Weekends'],
      }),
    );
    expect(score).toEqual({
      total: 1 - 2,
      parts: [
        { label: '1 shared topic +1', points: 1 },
        { label: 'no common time −2', points: -2 },
      ],
    });
  });

  it('uses the weights given and drops parts weighted 0', () => {
    const weights = { ...DEFAULT_MATCHING_WEIGHTS, same_goals: 5, shared_topic: 0, overlapping_times: -1 };
    expect(pairScore(person('a'), person('b'), weights)).toEqual({
      total: 4,
      parts: [
        { label: 'same goals +5', points: 5 },
        { label: 'overlapping times −1', points: -1 },
      ],
    });
  });

  it('treats goals with most meaningful words in common as the same, case and spacing aside', () => {
    const same = (goals: string) => pairScore(person('a'), person('b', { goals }))!.parts[0]?.label;
    expect(same('  become a BETTER listener   in difficult conversations ')).toBe('same goals +3');
    expect(same('A better listener during difficult conversations')).toBe('same goals +3');
    expect(same('Better work-life balance')).not.toBe('same goals +3');
    expect(goalWords('I want to be a better LISTENER, with my team')).toEqual(new Set(['better', 'listener', 'team']));
  });

  it('scores 0 with no parts when either has not answered', () => {
    expect(pairScore(person('a'), person('b', null))).toEqual({ total: 0, parts: [] });
    expect(pairScore(person('a', null), person('b', null))).toEqual({ total: 0, parts: [] });
  });

  it('is symmetric', () => {
    const a = person('a', { meeting_times: ['Weekends'], department: 'Surgery' });
    const b = person('b', { topics: ['Leadership'], department: 'Nursing' });
    expect(pairScore(a, b)).toEqual(pairScore(b, a));
  });

  it('forbids previous partners from any earlier round, whichever side recorded it', () => {
    expect(pairScore(person('a', {}, ['x', 'b']), person('b'))).toBeNull();
    expect(pairScore(person('a'), person('b', {}, ['a']))).toBeNull();
    expect(forbiddenReason(person('a'), person('b', {}, ['a']))).toBe('previous_partner');
  });

  it('forbids the same department when either asked to avoid it, and only then', () => {
    const avoider = person('a', { department: 'Surgery', avoid_own_department: true });
    expect(pairScore(avoider, person('b', { department: ' surgery ' }))).toBeNull();
    expect(pairScore(person('b', { department: 'Surgery' }), avoider)).toBeNull();
    expect(forbiddenReason(avoider, person('b', { department: 'Surgery' }))).toBe('same_department');
    expect(pairScore(avoider, person('b', { department: 'Nursing' }))).not.toBeNull();
    expect(pairScore(person('a'), person('b'))).not.toBeNull();
    expect(pairScore(avoider, person('b', null))).not.toBeNull();
  });
});

describe('groupScore', () => {
  it('sums the scores of every pair in a trio', () => {
    const a = person('a');
    const b = person('b', { department: 'Nursing' });
    const c = person('c', { meeting_times: ['Weekends'] });
    const sum = [pairScore(a, b)!, pairScore(a, c)!, pairScore(b, c)!].reduce((s, p) => s + p.total, 0);
    expect(groupScore([a, b, c])!.total).toBe(sum);
    expect(groupScore([a, b, c])!.parts).toHaveLength(4 + 3 + 4);
  });

  it('is null when any pair inside is forbidden', () => {
    expect(groupScore([person('a'), person('b'), person('c', {}, ['b'])])).toBeNull();
  });
});
