/**
 * The audit log under the rules (docs/audit-log.md), through the History's own query
 * (web/src/lib/audit-log-queries.ts): staff of the group list its entries with any of the
 * History's filters, nobody else does, and nobody writes an entry from the browser (the matrix
 * checks every write of every role on `audit_log/a1`; here a forged entry of one's own too).
 * Fixture: audit_log/a1, an mgh entry by the facilitator.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, getDocs, serverTimestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { auditLogQuery } from '../../web/src/lib/audit-log-queries.ts';
import { rulesSuite } from './support/suite.ts';

const { appDbAs } = rulesSuite();

const FILTERS = [
  { group: 'mgh', count: 50 },
  { group: 'mgh', actor: 'facilitator', count: 50 },
  { group: 'mgh', action: 'event.update', count: 50 },
  { group: 'mgh', actor: 'facilitator', action: 'event.update', before: new Date('2026-01-06T05:00:00Z'), count: 50 },
];

describe('the History query', () => {
  it.each(['facilitator', 'admin'] as const)('%s lists the group’s entries with every filter', async (role) => {
    for (const filter of FILTERS) {
      const snapshot = await assertSucceeds(getDocs(auditLogQuery(appDbAs(role), filter)));
      expect(snapshot.docs.map((d) => d.id)).toEqual(['a1']);
    }
  });

  it('finds nothing before the entry', async () => {
    const filter = { group: 'mgh', before: new Date('2026-01-05T14:00:00Z'), count: 50 };
    expect((await getDocs(auditLogQuery(appDbAs('facilitator'), filter))).size).toBe(0);
  });

  it.each(['anonymous', 'peer', 'otherPeer', 'otherFacilitator'] as const)('%s may not list it', async (role) => {
    for (const filter of FILTERS) await assertFails(getDocs(auditLogQuery(appDbAs(role), filter)));
  });
});

describe('writing an entry from the browser', () => {
  it.each(['peer', 'facilitator', 'admin'] as const)('%s may not, even one about themselves', async (role) => {
    const db = appDbAs(role);
    await assertFails(
      addDoc(collection(db, 'audit_log'), {
        group: 'mgh',
        at: serverTimestamp(),
        actor_id: role,
        actor_email: `${role}@rules.test`,
        action: 'event.update',
        target: 'events/kickoff',
        summary: 'nothing happened',
      }),
    );
  });
});
