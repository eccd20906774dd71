/**
 * The demo's audit log (docs/audit-log.md): the entries the staff writes behind the demo data would
 * have left, so /settings "History" shows a living program: the group e-mails sent and scheduled,
 * the matching rounds proposed and published, the pages saved, the resources added, the
 * announcements posted, and the marks of the kick-offs taken on the roster. Each entry says
 * what the document it names says (author, time), so the log and the data agree. History:
 * `redate` leaves it alone.
 */
import {
  auditPersonName,
  changeSummary,
  matchingOutcome,
  pageVersionSummary,
  type Announcement,
  type AttendanceRecord,
  type CalendarEvent,
  type GroupEmail,
  type MatchingRound,
  type PageVersion,
  type Resource,
  type StoredAuditEntry,
} from '@peer-coaching/domain';
import type { UserDoc } from './types.ts';

interface Sources {
  users: readonly UserDoc[];
  events: readonly CalendarEvent[];
  attendance: readonly AttendanceRecord[];
  announcements: readonly Announcement[];
  resources: readonly Resource[];
  pageVersions: readonly PageVersion[];
  matchingRounds: readonly MatchingRound[];
  groupEmails: readonly GroupEmail[];
}

export function buildAuditLog(data: Sources): StoredAuditEntry[] {
  const byId = new Map(data.users.map((u) => [u.id, u] as const));
  /** The group's first facilitator: who posts and marks in the demo when the document names nobody. */
  const facilitatorOf = (group: string) =>
    data.users.find((u) => u.role === 'facilitator' && u.group_list.includes(group)) ?? null;
  const entries: StoredAuditEntry[] = [];
  // The same ids whatever the day (redate and the seed's tests rely on it): the action and target.
  const idOf = (entry: Pick<StoredAuditEntry, 'action' | 'target'>) =>
    `demo-${entry.action}-${entry.target}`.replace(/[/.]/g, '-');
  const add = (entry: Omit<StoredAuditEntry, 'id' | 'actor_email'>) => {
    entries.push({ ...entry, id: idOf(entry), actor_email: byId.get(entry.actor_id)?.email ?? '' });
  };

  for (const email of data.groupEmails) {
    // Without the time of a scheduled one: the demo's texts read the same every day.
    const when = email.status === 'scheduled' ? 'scheduled' : 'sent now';
    add({
      group: email.group,
      at: email.created_at,
      actor_id: email.created_by,
      action: 'group_email.send',
      target: `group_emails/${email.id}`,
      summary: `“${email.subject}” to ${email.audience_label} (${email.recipient_count}), ${when}`,
    });
  }
  for (const round of data.matchingRounds) {
    const base = { group: round.group, actor_id: round.created_by, target: `matching_rounds/${round.id}` };
    const outcome = matchingOutcome(round);
    add({
      ...base,
      at: round.created_at,
      action: 'matching.create',
      summary: `Cohort ${round.cohort}: proposed ${outcome}`,
    });
    if (round.published_at) {
      const summary = `Cohort ${round.cohort}: published ${outcome}`;
      add({ ...base, at: round.published_at, action: 'matching.publish', summary });
    }
  }
  for (const version of data.pageVersions) {
    add({
      group: version.group,
      at: version.saved_at,
      actor_id: version.saved_by,
      action: 'page.save',
      target: `groups/${version.group}/pages/${version.key}`,
      summary: pageVersionSummary(version.key, version.version),
    });
  }
  for (const resource of data.resources) {
    add({
      group: resource.group,
      at: resource.created_at,
      actor_id: resource.created_by,
      action: 'resource.create',
      target: `resources/${resource.id}`,
      summary: `Added “${resource.title}” (${resource.category})`,
    });
  }
  for (const announcement of data.announcements) {
    const author = facilitatorOf(announcement.group);
    if (!author) continue;
    add({
      group: announcement.group,
      at: announcement.created_at,
      actor_id: author.id,
      action: 'announcement.create',
      target: `announcements/${announcement.id}`,
      summary: `Created “${announcement.title}” (${announcement.display})`,
    });
  }
  for (const mark of rosterMarks(data, facilitatorOf, byId)) entries.push({ ...mark, id: idOf(mark) });
  return entries;
}

/**
 * The marks of the cohorts' kick-offs, as the group's facilitator took them on the roster (the
 * same sessions whatever the day; check-ins are not staff writes: peers check themselves in).
 */
function rosterMarks(
  data: Sources,
  facilitatorOf: (group: string) => UserDoc | null,
  byId: Map<string, UserDoc>,
): Omit<StoredAuditEntry, 'id'>[] {
  const eventsById = new Map(data.events.map((e) => [e.id, e] as const));
  return data.attendance
    .filter((r) => eventsById.get(r.event_id)?.kind === 'kickoff')
    .flatMap((record) => {
      const marker = facilitatorOf(record.group);
      const person = byId.get(record.user_id);
      const event = eventsById.get(record.event_id);
      if (!marker || !person || !event) return [];
      return [
        {
          group: record.group,
          at: record.updated_at,
          actor_id: marker.id,
          actor_email: marker.email,
          action: 'attendance.mark' as const,
          target: `attendance/${record.id}`,
          summary: changeSummary(`${auditPersonName(person)} at “${event.title}”`, null, record.status),
        },
      ];
    });
}
