import { alumniProfileInput } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { OPTED_OUT_ALUMNI } from './alumni.ts';
import { buildDemoData } from './build.ts';

const data = buildDemoData(new Date('2026-05-12T16:00:00Z'));

describe('the demo alumni network', () => {
  it('gives every confirmed alumni-community peer a profile in their group, with their own names', () => {
    const alumni = data.users.filter((u) => u.role === 'peer' && u.status === 'confirmed' && u.alumni_community);
    expect(data.alumniProfiles.map((p) => p.id).sort()).toEqual(alumni.map((u) => u.id).sort());
    for (const profile of data.alumniProfiles) {
      const user = alumni.find((u) => u.id === profile.user_id)!;
      expect(profile).toMatchObject({ first_name: user.first_name, last_name: user.last_name });
      expect(user.group).toContain(profile.group);
      expect(alumniProfileInput.safeParse(profile).success).toBe(true);
    }
  });

  it('lists most of them, never the demo alumnus, who opts in on the tour', () => {
    const optedIn = data.alumniProfiles.filter((p) => p.opted_in);
    expect(optedIn.length).toBeGreaterThanOrEqual(4);
    expect(optedIn.length).toBeLessThan(data.alumniProfiles.length - 1);
    for (const id of OPTED_OUT_ALUMNI) expect(data.alumniProfiles.find((p) => p.id === id)?.opted_in).toBe(false);
  });
});
