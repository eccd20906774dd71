import { MalformedDocumentError } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { checkCohortCalendar } from './calendar-check.ts';

const event = {
  id: 'e1',
  title: 'Kickoff',
  description: '',
  location: 'Room 1',
  type: 'other',
  kind: 'kickoff',
  activity: 'kickoff',
  group: 'mgh',
  cohorts: ['mgh-a'],
  start_date: new Date('2026-09-01T16:00:00Z'),
  end_date: new Date('2026-09-01T17:00:00Z'),
};
const path = 'cohort_calendars/mgh-a';

describe('checkCohortCalendar', () => {
  it('accepts a calendar whose events have what the pages read', () => {
    expect(() => checkCohortCalendar({ group: 'mgh', events: [event], updated_at: new Date() }, path)).not.toThrow();
  });

  it.each([
    ['a date stored as text', { ...event, start_date: '2026-09-01' }, 'events.0.start_date'],
    ['an invalid date', { ...event, end_date: new Date('nonsense') }, 'events.0.end_date'],
    ['a missing title', { ...event, title: undefined }, 'events.0.title'],
    ['an unknown type', { ...event, type: 'party' }, 'events.0.type'],
    ['an empty id', { ...event, id: '' }, 'events.0.id'],
  ])('refuses %s, naming the document and the field', (_what, bad, field) => {
    let thrown: unknown;
    try {
      checkCohortCalendar({ group: 'mgh', events: [event, bad].reverse() }, path);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MalformedDocumentError);
    expect((thrown as Error).message).toContain(path);
    expect((thrown as Error).message).toContain(field);
  });

  it.each([
    ['a kind the app does not know', { ...event, kind: 'party' }, 'events.0.kind: must be one of'],
    ['cohorts that are not ids', { ...event, cohorts: ['mgh-a', 3] }, 'events.0.cohorts: must be a list of ids'],
    ['an event that is not an object', null, 'events.0: must be an event'],
  ])('names %s with its problem', (_what, bad, problem) => {
    expect(() => checkCohortCalendar({ events: [bad] }, path)).toThrow(problem);
  });

  it('refuses a calendar without its events list', () => {
    expect(() => checkCohortCalendar({ group: 'mgh' }, path)).toThrow(MalformedDocumentError);
  });
});
