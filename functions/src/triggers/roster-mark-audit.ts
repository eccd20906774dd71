/**
 * The audit entry of a mark made on the roster (docs/audit-log.md): the browser writes the record
 * under the rules, which require `marked_by` to be the writer, and this writes who marked whom,
 * from what to what. The API's own marks name no marker: their entry is staged with the write.
 */
import { auditPersonName, changeSummary } from '@peer-coaching/domain';
import { writeRosterMarkEntry } from '../data/audit/audit-log.ts';
import { getEvent } from '../data/events/events.ts';
import { getUser } from '../data/people/users.ts';

type Fields = Record<string, unknown> | undefined;

const millisOf = (value: unknown) =>
  value && typeof (value as { toMillis?: unknown }).toMillis === 'function'
    ? (value as { toMillis(): number }).toMillis()
    : null;

/** Logs the write when it is a roster mark: a record naming its marker, at a new time. */
export async function auditRosterMark(recordId: string, before: Fields, after: Fields): Promise<void> {
  const marker = after?.marked_by;
  const markedAt = millisOf(after?.updated_at);
  if (typeof marker !== 'string' || markedAt === null || millisOf(before?.updated_at) === markedAt) return;
  const [event, person, actor] = await Promise.all([
    getEvent(String(after?.event_id)),
    getUser(String(after?.user_id)),
    getUser(marker),
  ]);
  const who = person ? auditPersonName(person) : String(after?.user_id);
  const label = `${who} at “${event?.title ?? String(after?.event_id)}”`;
  const was = typeof before?.status === 'string' ? before.status : null;
  await writeRosterMarkEntry(recordId, new Date(markedAt), {
    group: String(after?.group),
    actor_id: marker,
    actor_email: actor?.email ?? '',
    action: 'attendance.mark',
    target: `attendance/${recordId}`,
    summary: changeSummary(label, was, String(after?.status)),
  });
}
