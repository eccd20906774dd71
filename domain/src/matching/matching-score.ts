/**
 * How well two peers fit as coaching partners, from their matching-survey answers (issue 11).
 * Pure: `pairScore` returns the total and the parts that make it up ("same goals +3"), or null when
 * the pair is forbidden (previous partners, or the same department when either asked to avoid it).
 * The optimiser (matching-optimiser.ts) only sees the numbers; the parts explain them on /matching.
 */
import { MATCHING_QUESTION_IDS } from '../surveys/survey-templates.ts';
import type { SurveyAnswers } from '../surveys/surveys.ts';

/** One person as the scorer sees them. `answers` is null when they have not answered the survey. */
export interface MatchingPerson {
  id: string;
  answers: SurveyAnswers | null;
  /** Ids of everyone they were grouped with in any earlier round. */
  previous_partners: readonly string[];
}

export const MATCHING_WEIGHT_KEYS = [
  'same_goals',
  'shared_topic',
  'overlapping_times',
  'no_common_time',
  'different_departments',
] as const;
export type MatchingWeightKey = (typeof MATCHING_WEIGHT_KEYS)[number];
export type MatchingWeights = Record<MatchingWeightKey, number>;

/** The defaults; staff adjust them on /matching within MATCHING_WEIGHT_LIMITS. */
export const DEFAULT_MATCHING_WEIGHTS: Readonly<MatchingWeights> = {
  same_goals: 3,
  shared_topic: 1,
  overlapping_times: 2,
  no_common_time: -2,
  different_departments: 1,
};

/** Whole points from -10 to 10 for every weight. */
export const MATCHING_WEIGHT_LIMITS = { min: -10, max: 10 } as const;

/** What each weight rewards, for the weight editor on /matching. */
export const MATCHING_WEIGHT_LABELS: Record<MatchingWeightKey, string> = {
  same_goals: 'Same goals',
  shared_topic: 'Each shared topic',
  overlapping_times: 'Overlapping meeting times',
  no_common_time: 'No common meeting time',
  different_departments: 'Different departments',
};

/**
 * Goals are free text: two people have the same goals when at least this share of their
 * meaningful words (Jaccard index over the words of 4 letters or more, less a few common ones)
 * is shared. Identical goals are always the same.
 */
export const SAME_GOALS_THRESHOLD = 0.5;

export interface ScorePart {
  label: string;
  points: number;
}

export interface PairScore {
  total: number;
  parts: ScorePart[];
}

export type ForbiddenReason = 'previous_partner' | 'same_department';

/** Why a and b may not be grouped, or null when they may. */
export function forbiddenReason(a: MatchingPerson, b: MatchingPerson): ForbiddenReason | null {
  if (a.previous_partners.includes(b.id) || b.previous_partners.includes(a.id)) return 'previous_partner';
  const departmentA = department(a.answers);
  const departmentB = department(b.answers);
  if (
    departmentA !== null &&
    departmentA === departmentB &&
    (avoidsOwnDepartment(a.answers) || avoidsOwnDepartment(b.answers))
  ) {
    return 'same_department';
  }
  return null;
}

/**
 * The score of grouping a with b: the sum of the parts that apply, or null when the pair is
 * forbidden. Parts whose weight is 0 are left out. A person without answers adds no parts.
 */
export function pairScore(
  a: MatchingPerson,
  b: MatchingPerson,
  weights: MatchingWeights = DEFAULT_MATCHING_WEIGHTS,
): PairScore | null {
  if (forbiddenReason(a, b) !== null) return null;
  const parts: ScorePart[] = [];
  const add = (label: string, points: number) => {
    if (points !== 0) parts.push({ label: `${label} ${points > 0 ? '+' : '−'}${Math.abs(points)}`, points });
  };
  if (a.answers !== null && b.answers !== null) {
    if (sameGoals(a.answers, b.answers)) add('same goals', weights.same_goals);
    const topics = shared(a.answers, b.answers, MATCHING_QUESTION_IDS.topics);
    if (topics > 0) add(topics === 1 ? '1 shared topic' : `${topics} shared topics`, topics * weights.shared_topic);
    const timesA = list(a.answers, MATCHING_QUESTION_IDS.meetingTimes);
    const timesB = list(b.answers, MATCHING_QUESTION_IDS.meetingTimes);
    if (timesA.length > 0 && timesB.length > 0) {
      if (shared(a.answers, b.answers, MATCHING_QUESTION_IDS.meetingTimes) > 0) {
        add('overlapping times', weights.overlapping_times);
      } else {
        add('no common time', weights.no_common_time);
      }
    }
    const departmentA = department(a.answers);
    const departmentB = department(b.answers);
    if (departmentA !== null && departmentB !== null && departmentA !== departmentB) {
      add('different departments', weights.different_departments);
    }
  }
  return { total: parts.reduce((sum, part) => sum + part.points, 0), parts };
}

/** The score of a group: the sum of the scores of every pair inside it, or null if one is forbidden. */
export function groupScore(
  people: readonly MatchingPerson[],
  weights: MatchingWeights = DEFAULT_MATCHING_WEIGHTS,
): PairScore | null {
  const parts: ScorePart[] = [];
  let total = 0;
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const score = pairScore(people[i]!, people[j]!, weights);
      if (score === null) return null;
      total += score.total;
      parts.push(...score.parts);
    }
  }
  return { total, parts };
}

const STOP_WORDS = new Set([
  'about',
  'again',
  'also',
  'been',
  'being',
  'from',
  'have',
  'into',
  'more',
  'most',
  'much',
  'other',
  'some',
  'than',
  'that',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'want',
  'what',
  'when',
  'which',
  'will',
  'with',
  'would',
  'your',
]);

/** The meaningful words of a text: lower case, letters and digits, 4 characters or more. */
export function goalWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length >= 4 && !STOP_WORDS.has(word)));
}

function sameGoals(a: SurveyAnswers, b: SurveyAnswers): boolean {
  const textA = text(a, MATCHING_QUESTION_IDS.goals);
  const textB = text(b, MATCHING_QUESTION_IDS.goals);
  if (textA === null || textB === null) return false;
  if (normalise(textA) === normalise(textB)) return true;
  const wordsA = goalWords(textA);
  const wordsB = goalWords(textB);
  if (wordsA.size === 0 || wordsB.size === 0) return false;
  let common = 0;
  for (const word of wordsA) if (wordsB.has(word)) common++;
  return common / (wordsA.size + wordsB.size - common) >= SAME_GOALS_THRESHOLD;
}

function shared(a: SurveyAnswers, b: SurveyAnswers, id: string): number {
  const setB = new Set(list(b, id));
  return new Set(list(a, id).filter((value) => setB.has(value))).size;
}

function list(answers: SurveyAnswers, id: string): string[] {
  const value = answers[id];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function text(answers: SurveyAnswers, id: string): string | null {
  const value = answers[id];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

const normalise = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

function department(answers: SurveyAnswers | null): string | null {
  if (answers === null) return null;
  const value = text(answers, MATCHING_QUESTION_IDS.department);
  return value === null ? null : normalise(value);
}

function avoidsOwnDepartment(answers: SurveyAnswers | null): boolean {
  return answers?.[MATCHING_QUESTION_IDS.avoidOwnDepartment] === true;
}
