/** The cohort table's prediction per peer and its sorting (docs/certificate.md). */
import { emptyActivityCounts, emptyRequirements, type CalendarEvent, type User } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { peerProgressRows, sortPeerRows } from './peer-progress.ts';

const peer = (id: string, last: string): User => ({
  id,
  email: `${id}@example.com`,
  first_name: id,
  last_name: last,
  role: 'peer',
  group: ['g1'],
  group_list: [],
  cohort: ['Spring'],
  cohort_list: ['c1'],
  current_cohort: 'c1',
  current_group: 'g1',
  alumni_community: false,
  tutorial: true,
  last_login: null,
  status: 'confirmed',
  department: '',
  created_at: new Date('2026-01-01T00:00:00Z'),
});

const now = new Date('2026-03-01T12:00:00Z');
const checkIn = (id: string, day: number): CalendarEvent => ({
  id,
  title: id,
  description: '',
  location: '',
  type: 'other',
  kind: 'check_in',
  activity: 'check_in',
  group: 'g1',
  cohorts: ['c1'],
  start_date: new Date(now.getTime() + day * 86_400_000),
  end_date: new Date(now.getTime() + day * 86_400_000 + 3_600_000),
});

// Four check-ins required, up to four count; four are ahead, one of them already attended by Ada.
const requirements = emptyRequirements();
requirements.check_in = { ...requirements.check_in, value_min: 4, value_max: 4 };
const events = [checkIn('e1', 1), checkIn('e2', 8), checkIn('e3', 15), checkIn('e4', 22), checkIn('past', -20)];
const peers = [peer('ada', 'Abbott'), peer('ben', 'Baker'), peer('cy', 'Cole'), peer('dee', 'Dunn')];
const activities = {
  // 1 done + e1 attended early: gap 3, left 3 (e2-e4): at risk.
  ada: { ...emptyActivityCounts(), check_in: 1, attendance: { e1: 'attended' as const } },
  // 3 done: gap 1, left 4 (room 1): reachable 1, at risk.
  ben: { ...emptyActivityCounts(), check_in: 3 },
  // 4 done: complete.
  cy: { ...emptyActivityCounts(), check_in: 4 },
  // nothing done, gap 4, left 4: at risk. (The past event no longer counts.)
};

describe('peerProgressRows with the calendar', () => {
  const rows = peerProgressRows(peers, requirements, activities, {}, { events, now });

  it('predicts each peer from their own counts and attendance', () => {
    expect(rows.map((r) => [r.id, r.prediction?.status, r.prediction?.still_needed])).toEqual([
      ['ada', 'at_risk', { check_in: 3 }],
      ['ben', 'at_risk', { check_in: 1 }],
      ['cy', 'complete', {}],
      ['dee', 'at_risk', { check_in: 4 }],
    ]);
  });

  it('has no prediction without requirements or without the calendar', () => {
    expect(peerProgressRows(peers, null, activities, {}, { events, now })[0]?.prediction).toBeNull();
    expect(peerProgressRows(peers, requirements, activities)[0]?.prediction).toBeNull();
  });

  it('sorts by name, progress or prediction, both ways, ties in name order', () => {
    const ids = (key: 'name' | 'progress' | 'prediction', direction: 'asc' | 'desc') =>
      sortPeerRows(rows, key, direction).map((r) => r.id);
    expect(ids('name', 'asc')).toEqual(['ada', 'ben', 'cy', 'dee']);
    expect(ids('name', 'desc')).toEqual(['dee', 'cy', 'ben', 'ada']);
    // 25 %, 75 %, 100 %, 0 %.
    expect(ids('progress', 'asc')).toEqual(['dee', 'ada', 'ben', 'cy']);
    expect(ids('progress', 'desc')).toEqual(['cy', 'ben', 'ada', 'dee']);
    // Most urgent first: the three at risk (in name order), then the complete one.
    expect(ids('prediction', 'asc')).toEqual(['ada', 'ben', 'dee', 'cy']);
  });
});
