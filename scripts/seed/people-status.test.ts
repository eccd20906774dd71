/** The demo's people statuses for /user (docs/users.md): invited people, and one deactivated person. */
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';
import { DEACTIVATED_COHORT } from './people.ts';

const data = buildDemoData(new Date('2026-11-23T17:00:00Z'));
const peers = data.users.filter((u) => u.role === 'peer');

describe('demo people for /user', () => {
  it('has invited people who never signed in, at least two in the MGH group', () => {
    const invited = peers.filter((u) => u.status === 'invited');
    expect(invited.filter((u) => u.group.includes('mgh')).length).toBeGreaterThanOrEqual(2);
    for (const person of invited) expect(person.last_login).toBeNull();
  });

  it('has one deactivated participant of a running MGH cohort, whose account is disabled and who keeps a profile', () => {
    const deactivated = data.users.filter((u) => u.status === 'deactivated');
    expect(deactivated).toHaveLength(1);
    const [person] = deactivated;
    expect(person).toMatchObject({ role: 'peer', current_cohort: DEACTIVATED_COHORT, group: ['mgh'] });
    expect(person!.last_login).not.toBeNull();
    expect(data.accounts.find((a) => a.uid === person!.id)).toMatchObject({ disabled: true, emailVerified: true });
    expect(data.accounts.filter((a) => a.disabled)).toHaveLength(1);
  });

  it('keeps the named demo accounts confirmed and enabled', () => {
    for (const id of ['demo-peer', 'demo-peer2', 'demo-alumni', 'demo-facilitator', 'demo-admin']) {
      expect(data.users.find((u) => u.id === id)?.status).toBe('confirmed');
      expect(data.accounts.find((a) => a.uid === id)?.disabled).toBeUndefined();
    }
  });
});
