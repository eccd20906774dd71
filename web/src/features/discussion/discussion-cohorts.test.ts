import { describe, expect, it } from 'vitest';
import { chosenCohort, discussionCohorts } from './discussion-cohorts.ts';

const peer = {
  role: 'peer' as const,
  cohort: ['MGH 2026 A'],
  cohort_list: ['mgh-a'],
  alumni_community: false,
  current_group: 'mgh',
};
const staffCohorts = [
  { id: 'mgh-a', name: 'MGH 2026 A', group: 'mgh' },
  { id: 'alumni', name: 'Alumni', group: 'mgh' },
  { id: 'hms-a', name: 'HMS 2026 A', group: 'hms' },
];

describe('discussionCohorts', () => {
  it("gives a peer their own cohorts, whatever staff's list says", () => {
    expect(discussionCohorts(peer, staffCohorts)).toEqual([{ id: 'mgh-a', name: 'MGH 2026 A', group: null }]);
  });
  it('adds the alumni community for its members, once', () => {
    expect(discussionCohorts({ ...peer, alumni_community: true }, []).map((c) => c.id)).toEqual(['mgh-a', 'alumni']);
    expect(
      discussionCohorts({ ...peer, alumni_community: true, cohort_list: ['alumni'], cohort: ['Alumni'] }, []).map(
        (c) => c.id,
      ),
    ).toEqual(['alumni']);
  });
  it("gives staff their current group's cohorts, with the group", () => {
    expect(discussionCohorts({ ...peer, role: 'facilitator' }, staffCohorts)).toEqual([
      { id: 'mgh-a', name: 'MGH 2026 A', group: 'mgh' },
      { id: 'alumni', name: 'Alumni', group: 'mgh' },
    ]);
  });
});

describe('chosenCohort', () => {
  const options = discussionCohorts({ ...peer, role: 'admin' }, staffCohorts);
  it('takes the one asked for only if it is an option', () => {
    expect(chosenCohort(options, 'alumni', 'mgh-a')?.id).toBe('alumni');
    expect(chosenCohort(options, 'hms-a', 'mgh-a')?.id).toBe('mgh-a');
    expect(chosenCohort(options, null, 'nowhere')?.id).toBe('mgh-a');
    expect(chosenCohort([], null, null)).toBeNull();
  });
});
