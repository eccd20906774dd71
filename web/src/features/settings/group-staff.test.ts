import type { User } from '@peer-coaching/domain';
import { describe, expect, it } from 'vitest';
import { groupStaff } from './group-staff.ts';

const person = (id: string, role: User['role'], status: User['status'], last_name: string, first_name = id) =>
  ({ id, role, status, last_name, first_name, email: `${id}@x.test` }) as User;

describe('groupStaff', () => {
  it('lists the facilitators (any status) and the confirmed peers, by last name ignoring case', () => {
    const people = [
      person('zed', 'facilitator', 'confirmed', 'zed'),
      person('amy', 'facilitator', 'invited', 'Adams'),
      person('boss', 'admin', 'confirmed', 'Boss'),
      person('p1', 'peer', 'confirmed', 'okafor'),
      person('p2', 'peer', 'invited', 'Baker'),
      person('p3', 'peer', 'deactivated', 'Cole'),
      person('p4', 'peer', 'confirmed', 'Lee', 'Ann'),
    ];
    const { facilitators, candidates } = groupStaff(people);
    expect(facilitators.map((p) => p.id)).toEqual(['amy', 'zed']);
    expect(candidates.map((p) => p.id)).toEqual(['p4', 'p1']);
  });
});
