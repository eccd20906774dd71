/** The demo's audit log agrees with the demo data it stands behind (docs/audit-log.md). */
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build.ts';

// The first instant of the day in New York (EDT): a seed run just after midnight logs nothing ahead.
const today = new Date('2026-03-10T04:00:00Z');
const data = buildDemoData(today);

describe('the demo audit log', () => {
  it('has an entry for each group e-mail, published round, page version, resource and announcement', () => {
    const targets = new Set(data.auditLog.map((e) => e.target));
    for (const email of data.groupEmails) expect(targets).toContain(`group_emails/${email.id}`);
    for (const resource of data.resources) expect(targets).toContain(`resources/${resource.id}`);
    for (const round of data.matchingRounds) expect(targets).toContain(`matching_rounds/${round.id}`);
    const published = data.auditLog.filter((e) => e.action === 'matching.publish');
    expect(published).toHaveLength(data.matchingRounds.filter((r) => r.published_at).length);
  });

  it('names real staff as actors, logs nothing in the future, and has unique ids', () => {
    const staff = new Map(data.users.filter((u) => u.role !== 'peer').map((u) => [u.id, u.email] as const));
    for (const entry of data.auditLog) {
      expect(staff.get(entry.actor_id), entry.id).toBe(entry.actor_email);
      expect(entry.at.getTime()).toBeLessThanOrEqual(today.getTime());
    }
    expect(new Set(data.auditLog.map((e) => e.id)).size).toBe(data.auditLog.length);
  });

  it('logs the kick-offs’ roster marks, not peers’ own check-ins', () => {
    const marks = data.auditLog.filter((e) => e.action === 'attendance.mark');
    expect(marks.length).toBeGreaterThan(0);
    const kinds = new Map(data.events.map((e) => [e.id, e.kind] as const));
    for (const mark of marks) {
      const record = data.attendance.find((r) => `attendance/${r.id}` === mark.target)!;
      expect(kinds.get(record.event_id)).toBe('kickoff');
      expect(mark.summary).toMatch(/: none → (attended|registered)$/);
    }
  });
});
