/**
 * The body staff send to create or change an announcement, and to reorder them: what parses, and
 * for each bad field an issue whose words (through describeIssues, as the API answers 400) name it.
 */
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_REORDER_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  announcementBody,
  announcementFieldsOf,
  reorderAnnouncementsBody,
  type AnnouncementBody,
} from './announcement-input.ts';
import { describeIssues } from '../api-schemas.ts';

const manual: AnnouncementBody = {
  title: 'Welcome',
  body: '**Hello** cohort',
  display: 'manual',
  visible: true,
  start_date: null,
  end_date: null,
  cohorts: ['mgh-a'],
};
const timed: AnnouncementBody = {
  ...manual,
  display: 'timed',
  start_date: '2026-03-09T09:00:00-04:00',
  end_date: '2026-03-16T17:00:00-04:00',
};

function problem(body: unknown): string | null {
  const result = announcementBody.safeParse(body);
  return result.success ? null : describeIssues(result.error);
}

describe('announcementBody accepts', () => {
  it('a manual announcement, visible or hidden, without dates', () => {
    expect(problem(manual)).toBeNull();
    expect(problem({ ...manual, visible: false })).toBeNull();
  });

  it('a timed announcement, its dates as the instants they name (New York offsets)', () => {
    const parsed = announcementBody.parse(timed);
    expect(parsed.start_date?.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(parsed.end_date?.toISOString()).toBe('2026-03-16T21:00:00.000Z');
  });

  it('an empty body (a title alone says enough), and trims title and body', () => {
    expect(announcementBody.parse({ ...manual, title: '  Hi  ', body: '  ' })).toMatchObject({ title: 'Hi', body: '' });
  });

  it('a body of any Markdown or HTML text: it is sanitised when shown, never here', () => {
    expect(problem({ ...manual, body: '<script>alert(1)</script> [x](javascript:alert(1))' })).toBeNull();
  });
});

describe('announcementBody refuses, naming the field', () => {
  const cases: [string, unknown, RegExp][] = [
    ['an empty title', { ...manual, title: '  ' }, /^title: must not be empty$/],
    ['a long title', { ...manual, title: 'x'.repeat(ANNOUNCEMENT_TITLE_MAX + 1) }, /^title: must be at most 120/],
    ['a long body', { ...manual, body: 'x'.repeat(ANNOUNCEMENT_BODY_MAX + 1) }, /^body: must be at most 10000/],
    ['an unknown display', { ...manual, display: 'sometimes' }, /^display: must be manual or timed$/],
    ['a visible that is not a boolean', { ...manual, visible: 'yes' }, /^visible: must be a boolean$/],
    ['no cohorts', { ...manual, cohorts: [] }, /^cohorts: choose at least one cohort$/],
    ['a repeated cohort', { ...manual, cohorts: ['mgh-a', 'mgh-a'] }, /^cohorts: must not repeat a cohort$/],
    ['a timed one without a start', { ...timed, start_date: null }, /^start_date: a timed announcement needs a start$/],
    ['a timed one without an end', { ...timed, end_date: null }, /^end_date: a timed announcement needs an end$/],
    [
      'a timed one ending before it starts',
      { ...timed, end_date: '2026-03-08T09:00:00-04:00' },
      /^end_date: must be after start_date$/,
    ],
    [
      'a timed one ending as it starts',
      { ...timed, end_date: timed.start_date },
      /^end_date: must be after start_date$/,
    ],
    ['a date of another format', { ...timed, start_date: '2026-03-09 09:00' }, /^start_date: /],
    [
      'a date that does not exist',
      { ...timed, end_date: '2026-02-30T09:00:00-05:00' },
      /^end_date: is not a real date/,
    ],
    ['an unknown field', { ...manual, order: 3 }, /^order: unknown field$|unknown field/],
  ];
  it.each(cases)('%s', (_name, body, message) => {
    expect(problem(body)).toMatch(message);
  });

  it('a missing field by name', () => {
    const { title: _title, ...untitled } = manual;
    expect(problem(untitled)).toBe('title: is required');
  });
});

describe('announcementFieldsOf', () => {
  it('keeps no dates on a manual announcement, whatever the form still held', () => {
    const parsed = announcementBody.parse({ ...manual, start_date: timed.start_date, end_date: timed.end_date });
    expect(announcementFieldsOf(parsed)).toMatchObject({ display: 'manual', start_date: null, end_date: null });
  });

  it('stores a timed announcement visible: its window alone decides (spec section 4)', () => {
    const fields = announcementFieldsOf(announcementBody.parse({ ...timed, visible: false }));
    expect(fields).toMatchObject({ display: 'timed', visible: true });
    expect(fields.start_date?.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('keeps a manual announcement hidden when sent hidden', () => {
    expect(announcementFieldsOf(announcementBody.parse({ ...manual, visible: false })).visible).toBe(false);
  });
});

describe('reorderAnnouncementsBody', () => {
  const issue = (body: unknown) => {
    const result = reorderAnnouncementsBody.safeParse(body);
    return result.success ? null : describeIssues(result.error);
  };
  it('takes a list of distinct ids', () => {
    expect(issue({ ids: ['b', 'a', 'c'] })).toBeNull();
  });
  it('refuses an empty list, a repeated id, a blank id and too many, naming ids', () => {
    expect(issue({ ids: [] })).toBe('ids: list at least one announcement');
    expect(issue({ ids: ['a', 'a'] })).toBe('ids: must not repeat an announcement');
    expect(issue({ ids: ['a', ' '] })).toMatch(/^ids\.1: must not be empty/);
    expect(issue({ ids: Array.from({ length: ANNOUNCEMENT_REORDER_MAX + 1 }, (_, i) => `a${i}`) })).toBe(
      `ids: at most ${ANNOUNCEMENT_REORDER_MAX} announcements`,
    );
    expect(issue({})).toBe('ids: is required');
  });
});
