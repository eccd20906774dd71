/**
 * The body staff send to create or change an event: what parses, and for each field's bad input
 * an issue on that field whose words (through describeIssues, as the API answers 400) name it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeIssues } from '../api-schemas.ts';
import { COUNTED_ACTIVITY_TYPES } from '../constants.ts';
import { EVENT_TITLE_MAX, eventBody, type EventBody } from './event-input.ts';
import { DEFAULT_ACTIVITY_OF_KIND, EVENT_KIND_LABELS, eventTypeOfKind } from './event-kinds.ts';
import { EVENT_KINDS } from '../model.ts';

const valid: EventBody = {
  title: 'Week 3 check-in',
  kind: 'check_in',
  activity: 'check_in',
  cohorts: ['spring-2026', 'spring-2026-b'],
  start_date: '2026-04-14T18:00:00-04:00',
  end_date: '2026-04-14T19:30:00-04:00',
  location: 'https://meet.example.com/abc',
  description: 'Bring one question.',
};

/** The 400 message the API would give for this body, or null when it parses. */
function problem(body: unknown): string | null {
  const result = eventBody.safeParse(body);
  return result.success ? null : describeIssues(result.error);
}

describe('eventBody accepts', () => {
  it('a valid body, with its dates as the instants they name', () => {
    const parsed = eventBody.parse(valid);
    expect(parsed).toEqual({
      ...valid,
      start_date: new Date('2026-04-14T22:00:00Z'),
      end_date: new Date('2026-04-14T23:30:00Z'),
    });
    expect(parsed.start_date).toBeInstanceOf(Date);
    expect(parsed.end_date.getTime()).toBe(Date.parse('2026-04-14T23:30:00Z'));
  });

  it('text with spaces around it, trimmed', () => {
    const parsed = eventBody.parse({ ...valid, title: '  Kickoff  ', location: ' Room 4 ', cohorts: [' a '] });
    expect(parsed.title).toBe('Kickoff');
    expect(parsed.location).toBe('Room 4');
    expect(parsed.cohorts).toEqual(['a']);
  });

  it.each([
    ['a title of exactly the maximum length', { title: 'x'.repeat(EVENT_TITLE_MAX) }],
    ['no activity (null)', { activity: null }],
    ['an empty location and description', { location: '', description: '' }],
    ['end equal to start (a deadline)', { kind: 'deadline', end_date: valid.start_date }],
    ['dates in another offset than New York', { start_date: '2026-04-14T22:00:00+00:00' }],
    [
      'a date on February 29 of a leap year',
      { start_date: '2028-02-29T09:00:00-05:00', end_date: '2028-02-29T10:00:00-05:00' },
    ],
    ['50 cohorts', { cohorts: Array.from({ length: 50 }, (_, i) => `c${i}`) }],
    ['a location of 500 characters', { location: 'x'.repeat(500) }],
    ['a description of 5000 characters', { description: 'x'.repeat(5000) }],
  ])('%s', (_, patch) => {
    expect(problem({ ...valid, ...patch })).toBeNull();
  });

  it.each(EVENT_KINDS)('kind %s', (kind) => {
    expect(problem({ ...valid, kind })).toBeNull();
  });

  it.each(COUNTED_ACTIVITY_TYPES)('activity %s', (activity) => {
    expect(problem({ ...valid, activity })).toBeNull();
  });

  it.each([
    ['spring forward: 01:30 EST to 03:30 EDT, one hour', '2026-03-08T01:30:00-05:00', '2026-03-08T03:30:00-04:00', 1],
    ['fall back: 01:30 EDT to 01:15 EST, 45 minutes', '2026-11-01T01:30:00-04:00', '2026-11-01T01:15:00-05:00', 0.75],
  ])('dates across a daylight-saving change by their offsets (%s)', (_, start_date, end_date, hours) => {
    const parsed = eventBody.parse({ ...valid, start_date, end_date });
    expect(parsed.end_date.getTime() - parsed.start_date.getTime()).toBe(hours * 60 * 60 * 1000);
  });
});

describe('eventBody refuses, naming the field', () => {
  const missingOffset = '2026-04-14T18:00:00';
  const format = 'must be a date like 2026-01-31T09:00:00-05:00';
  const unreal = 'is not a real date and time';

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty title', { title: '' }, 'title: must not be empty'],
    ['a title of spaces only', { title: '   ' }, 'title: must not be empty'],
    ['a title too long', { title: 'x'.repeat(EVENT_TITLE_MAX + 1) }, 'title: must be at most 120 characters'],
    ['no title', { title: undefined }, 'title: is required'],
    ['an unknown kind', { kind: 'party' }, `kind: must be one of ${EVENT_KINDS.join(', ')}`],
    [
      'an activity that is not counted (program_eval)',
      { activity: 'program_eval' },
      'activity: must be one of kickoff, check_in, completion, reflection, office_hours or null',
    ],
    ['an unknown activity', { activity: 'yoga' }, 'activity: must be one of'],
    ['no cohorts', { cohorts: [] }, 'cohorts: choose at least one cohort'],
    ['a repeated cohort', { cohorts: ['a', 'b', 'a'] }, 'cohorts: must not repeat a cohort'],
    ['a cohort repeated with spaces', { cohorts: ['a', ' a'] }, 'cohorts: must not repeat a cohort'],
    ['an empty cohort id', { cohorts: ['a', ''] }, 'cohorts.1: must not be empty'],
    ['51 cohorts', { cohorts: Array.from({ length: 51 }, (_, i) => `c${i}`) }, 'cohorts: at most 50 cohorts'],
    ['a start without an offset', { start_date: missingOffset }, `start_date: ${format}`],
    ['a start in UTC with Z', { start_date: '2026-04-14T22:00:00Z' }, `start_date: ${format}`],
    ['a start with milliseconds', { start_date: '2026-04-14T18:00:00.000-04:00' }, `start_date: ${format}`],
    ['a start with a space for T', { start_date: '2026-04-14 18:00:00-04:00' }, `start_date: ${format}`],
    ['a start with a date only', { start_date: '2026-04-14' }, `start_date: ${format}`],
    ['a start as milliseconds', { start_date: 1776204000000 }, 'start_date: '],
    ['an end without an offset', { end_date: '2026-04-14T19:30:00' }, `end_date: ${format}`],
    ['a start on February 30', { start_date: '2026-02-30T10:00:00-05:00' }, `start_date: ${unreal}`],
    ['a start on February 29 of 2026', { start_date: '2026-02-29T10:00:00-05:00' }, `start_date: ${unreal}`],
    ['a start in month 13', { start_date: '2026-13-01T10:00:00-05:00' }, `start_date: ${unreal}`],
    ['a start at hour 24', { start_date: '2026-04-14T24:00:00-04:00' }, `start_date: ${unreal}`],
    ['an end at minute 60', { end_date: '2026-04-14T19:60:00-04:00' }, `end_date: ${unreal}`],
    ['an end on April 31', { end_date: '2026-04-31T19:00:00-04:00' }, `end_date: ${unreal}`],
    ['an end before the start', { end_date: '2026-04-14T17:59:59-04:00' }, 'end_date: must not be before start_date'],
    [
      'an end later on the clock but earlier in time (14:00 -07:00 is 17:00 in New York)',
      { end_date: '2026-04-14T14:00:00-07:00' },
      'end_date: must not be before start_date',
    ],
    ['a location too long', { location: 'x'.repeat(501) }, 'location: must be at most 500 characters'],
    ['a description too long', { description: 'x'.repeat(5001) }, 'description: must be at most 5000 characters'],
    ['an unknown key', { colour: 'red' }, 'colour: unknown field'],
    ['the spec type sent as a field', { type: 'deadline' }, 'type: unknown field'],
  ])('%s', (_, patch, message) => {
    const result = eventBody.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(describeIssues(result.error)).toContain(message);
    const field = Object.keys(patch)[0]!;
    // Every issue is about the field that was spoiled (unknown keys are reported at the top).
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') expect(issue.keys).toEqual([field]);
      else expect(issue.path[0]).toBe(field);
    }
  });

  it('reports a bad date alone, without comparing it to the other date (no crash, no 500)', () => {
    expect(problem({ ...valid, start_date: '2026-04-14T18:00:00Z' })).toBe(`start_date: ${format}`);
    expect(problem({ ...valid, end_date: 'tomorrow' })).toBe(`end_date: ${format}`);
    expect(problem({ ...valid, start_date: 5, end_date: null })).toMatch(/^start_date: .*; end_date: /);
  });

  it('reports each bad field at once', () => {
    const message = problem({ ...valid, title: '', cohorts: ['a', 'a'], end_date: missingOffset, extra: 1 });
    expect(message).toContain('title: must not be empty');
    expect(message).toContain(`end_date: ${format}`);
    expect(message).toContain('extra: unknown field');
  });

  it.each([
    ['null', null],
    ['an array', [valid]],
    ['a string', 'title=Kickoff'],
  ])('a body that is %s', (_, body) => {
    expect(eventBody.safeParse(body).success).toBe(false);
  });

  it('never throws, whatever each field holds', () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.date({ noInvalidDate: false }).map((d) => String(d)),
      fc.date({ noInvalidDate: false }).map((d) => (Number.isNaN(d.getTime()) ? 'NaN' : d.toISOString())),
    );
    // Each field keeps its valid value or holds junk, so a field spoiled alone is common.
    const bodies = fc.record(
      Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, fc.oneof(fc.constant(value), junk)])),
    );
    fc.assert(
      fc.property(bodies, (body) => {
        const result = eventBody.safeParse(body);
        if (!result.success) expect(describeIssues(result.error)).not.toBe('');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('kinds', () => {
  it('give the spec type deadline only to a deadline', () => {
    for (const kind of EVENT_KINDS) expect(eventTypeOfKind(kind)).toBe(kind === 'deadline' ? 'deadline' : 'other');
  });

  it('each have a label and a default activity the schema accepts', () => {
    for (const kind of EVENT_KINDS) {
      expect(EVENT_KIND_LABELS[kind]).toMatch(/^[A-Z]/);
      expect(problem({ ...valid, kind, activity: DEFAULT_ACTIVITY_OF_KIND[kind] })).toBeNull();
    }
    expect(Object.keys(EVENT_KIND_LABELS).sort()).toEqual([...EVENT_KINDS].sort());
  });
});
