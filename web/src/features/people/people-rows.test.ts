import type { CalendarEvent, User } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { attendanceSummary, countsByFilter, filterPeople, listName } from './people-rows.ts';

const person = (id: string, over: Partial<User> = {}): User => ({
  id,
  email: `${id}@example.org`,
  first_name: id,
  last_name: id,
  role: 'peer',
  group: ['mgh'],
  group_list: [],
  cohort: ['A'],
  cohort_list: ['mgh-a'],
  current_cohort: 'mgh-a',
  current_group: 'mgh',
  alumni_community: false,
  tutorial: true,
  last_login: null,
  status: 'confirmed',
  department: '',
  created_at: new Date(0),
  ...over,
});

const people = [
  person('1', { last_name: 'zhang' }),
  person('2', { last_name: 'Abbott', status: 'invited' }),
  person('3', { last_name: 'McDonald', cohort_list: ['mgh-b'] }),
  person('4', { last_name: 'de la Cruz', status: 'deactivated' }),
  person('5', { last_name: 'Baker', role: 'facilitator', cohort_list: [] }),
];
const all = { status: 'all', cohort: 'all', role: 'all', search: '' } as const;

describe('filterPeople', () => {
  it('shows confirmed people by default filter, sorted by last name ignoring case', () => {
    expect(filterPeople(people, { ...all, status: 'confirmed' }).map((p) => p.last_name)).toEqual([
      'Baker',
      'McDonald',
      'zhang',
    ]);
  });

  it('narrows by status, cohort, role and search together', () => {
    expect(filterPeople(people, { ...all, status: 'invited' }).map((p) => p.id)).toEqual(['2']);
    expect(filterPeople(people, { ...all, status: 'deactivated' }).map((p) => p.id)).toEqual(['4']);
    expect(filterPeople(people, { ...all, cohort: 'mgh-b' }).map((p) => p.id)).toEqual(['3']);
    expect(filterPeople(people, { ...all, role: 'facilitator' }).map((p) => p.id)).toEqual(['5']);
    expect(filterPeople(people, { ...all, search: 'MCD' }).map((p) => p.id)).toEqual(['3']);
    expect(filterPeople(people, { ...all, search: '2@example' }).map((p) => p.id)).toEqual(['2']);
    expect(filterPeople(people, all).map((p) => p.last_name)).toEqual([
      'Abbott',
      'Baker',
      'de la Cruz',
      'McDonald',
      'zhang',
    ]);
  });

  it('counts each status within the other filters', () => {
    expect(countsByFilter(people, { cohort: 'mgh-a', role: 'peer', search: '' })).toEqual({
      confirmed: 1,
      invited: 1,
      deactivated: 1,
      all: 3,
    });
  });

  it('names people last name first, or by address before they have a name', () => {
    expect(listName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@x' })).toBe('Lovelace, Ada');
    expect(listName({ first_name: '', last_name: '', email: 'a@x' })).toBe('a@x');
  });
});

describe('attendanceSummary', () => {
  const at = (iso: string) => new Date(iso);
  const event = (id: string, start: string, type: CalendarEvent['type'] = 'other'): CalendarEvent => ({
    id,
    title: id,
    description: '',
    location: '',
    type,
    kind: 'check_in',
    activity: 'check_in',
    group: 'mgh',
    cohorts: ['mgh-a'],
    start_date: at(start),
    end_date: new Date(at(start).getTime() + 3600_000),
  });
  const events = [
    event('one', '2026-01-05T15:00:00Z'),
    event('two', '2026-01-12T15:00:00Z'),
    event('three', '2026-01-19T15:00:00Z'),
    event('yesterday', '2026-01-25T15:00:00Z'),
    event('due', '2026-01-06T04:59:00Z', 'deadline'),
    event('next', '2026-02-02T15:00:00Z'),
  ];

  it('counts attended, absent (24 h after the end) and apologised sessions, newest first', () => {
    const summary = attendanceSummary(
      events,
      {
        one: 'attended',
        two: 'registered',
        three: 'registered',
        yesterday: 'registered',
        due: 'registered',
        next: 'registered',
      },
      new Set(['three']),
      at('2026-01-26T12:00:00Z'),
    );
    expect(summary).toMatchObject({ attended: 1, absent: 1, apologised: 1, past: 3 });
    expect(summary.lines.map((l) => [l.event.id, l.status])).toEqual([
      ['three', 'apologised'],
      ['two', 'absent'],
      ['one', 'attended'],
    ]);
  });
});
