import { ACTIVITY_TYPES, emptyActivityCounts, type EngagementRequirements, type User } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { averageProgress, countByStatus, displayName, peerProgressRows, samePeerRow } from './peer-progress.ts';

function peer(id: string, first: string, last: string, status: User['status'] = 'confirmed'): User {
  return {
    id,
    email: `${id}@example.com`,
    first_name: first,
    last_name: last,
    role: 'peer',
    group: ['g1'],
    group_list: [],
    cohort: ['Spring 2026'],
    cohort_list: ['c1'],
    current_cohort: 'c1',
    current_group: 'g1',
    alumni_community: false,
    tutorial: true,
    last_login: null,
    status,
    department: '',
    created_at: new Date('2026-01-01T00:00:00Z'),
  };
}

/** Four check-ins required (up to six count). */
function fourCheckIns(): EngagementRequirements {
  const all = {} as EngagementRequirements;
  for (const type of ACTIVITY_TYPES) {
    const checkIn = type === 'check_in';
    all[type] = { value_min: checkIn ? 4 : 0, value_max: checkIn ? 6 : 0, value: '', user_note: '', title: type };
  }
  return all;
}

const peers = [peer('p1', 'Ada', 'Abbott'), peer('p2', 'Ben', 'Baker', 'invited'), peer('p3', 'Cy', 'Cole')];
const activities = {
  p1: { ...emptyActivityCounts(), check_in: 2 },
  p3: { ...emptyActivityCounts(), check_in: 6 },
};

describe('peerProgressRows', () => {
  it('keeps the given order and computes each peer’s progress, missing counts as nothing done', () => {
    const rows = peerProgressRows(peers, fourCheckIns(), activities);
    expect(rows.map((r) => [r.name, r.status, r.progress?.percentage])).toEqual([
      ['Ada Abbott', 'confirmed', 50],
      ['Ben Baker', 'invited', 0],
      ['Cy Cole', 'confirmed', 150],
    ]);
  });

  it("carries each peer's flagged absence streak, 0 when not flagged", () => {
    const rows = peerProgressRows(peers, null, activities, { p2: 3 });
    expect(rows.map((r) => r.absenceStreak)).toEqual([0, 3, 0]);
  });

  it('has no progress without requirements', () => {
    expect(peerProgressRows(peers, null, activities).every((r) => r.progress === null)).toBe(true);
  });
});

describe('averageProgress', () => {
  it('averages with each peer capped at 100 %', () => {
    // (50 + 0 + 100) / 3 = 50
    expect(averageProgress(peerProgressRows(peers, fourCheckIns(), activities))).toBe(50);
  });

  it('is null without peers or requirements', () => {
    expect(averageProgress([])).toBeNull();
    expect(averageProgress(peerProgressRows(peers, null, activities))).toBeNull();
  });
});

describe('displayName and countByStatus', () => {
  it('falls back to the email when the name is blank', () => {
    expect(displayName({ first_name: 'Ada', last_name: 'Abbott', email: 'a@x.org' })).toBe('Ada Abbott');
    expect(displayName({ first_name: ' ', last_name: '', email: 'a@x.org' })).toBe('a@x.org');
  });

  it('counts confirmed and invited peers', () => {
    expect(countByStatus(peers)).toEqual({ confirmed: 2, invited: 1 });
  });
});

describe('samePeerRow', () => {
  it('holds for rows built again from the same data, and fails when what a row shows changes', () => {
    const before = peerProgressRows(peers, fourCheckIns(), activities, { p1: 3 });
    const again = peerProgressRows(peers, fourCheckIns(), activities, { p1: 3 });
    expect(again[0]).not.toBe(before[0]);
    expect(before.every((row, i) => samePeerRow(row, again[i]!))).toBe(true);
    const moreCheckIns = peerProgressRows(
      peers,
      fourCheckIns(),
      { ...activities, p1: { ...activities.p1, check_in: 3 } },
      { p1: 3 },
    );
    expect(samePeerRow(before[0]!, moreCheckIns[0]!)).toBe(false);
    expect(samePeerRow(before[1]!, moreCheckIns[1]!)).toBe(true);
    const streakGone = peerProgressRows(peers, fourCheckIns(), activities, {});
    expect(samePeerRow(before[0]!, streakGone[0]!)).toBe(false);
    const withoutRequirements = peerProgressRows(peers, null, activities, { p1: 3 });
    expect(samePeerRow(before[2]!, withoutRequirements[2]!)).toBe(false);
  });
});
