import { describe, expect, it } from 'vitest';
import { reportPeersOf } from './use-cohort-report-peers.ts';

const entry = (first_name: string, last_name: string, activity: { check_in: number } | null) => ({
  first_name,
  last_name,
  email: `${first_name}@example.org`,
  status: 'confirmed' as const,
  activity: activity && {
    kickoff: 0,
    check_in: activity.check_in,
    completion: 0,
    office_hours: 0,
    reflection: 0,
    kickoff_response: false,
    program_eval: false,
    attendance: {},
  },
  surveys: [],
});

describe("the staff home's peers from a cohort's report shards", () => {
  it('gathers every shard, sorts by last name ignoring case, and keeps activities by id', () => {
    const { peers, activitiesByUser } = reportPeersOf('c1', [
      { peers: { b: entry('Bea', 'zimmer', { check_in: 2 }) } },
      { peers: { a: entry('Al', 'Adams', null), c: entry('Cy', 'mason', { check_in: 1 }) } },
    ]);
    expect(peers.map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(peers[0]).toEqual({
      id: 'a',
      first_name: 'Al',
      last_name: 'Adams',
      email: 'Al@example.org',
      status: 'confirmed',
      cohort_list: ['c1'],
      alumni_community: false,
    });
    expect(Object.keys(activitiesByUser).sort()).toEqual(['b', 'c']);
    expect(activitiesByUser.b?.check_in).toBe(2);
    expect(reportPeersOf('c1', [])).toEqual({ peers: [], activitiesByUser: {} });
  });
});
