/**
 * The audit log (issue 24, docs/audit-log.md): one entry per staff write, saying who did what to
 * what, when, with a short before and after. Kept free of zod (the browser's production bundle
 * names actions and builds summaries without shipping the schemas: see audit-log-api.ts).
 */
import { toCsv } from '../csv.ts';
import { DISPLAY_TIMEZONE } from '../constants.ts';
import { dayjs, inDisplayZone, toApiDate } from '../time.ts';

/** Every action an entry may record, with the label /settings' History shows. */
export const AUDIT_ACTIONS = {
  'attendance.mark': 'Attendance marked',
  'attendance.clear': 'Attendance mark taken back',
  'check_in_code.show': 'Check-in code shown',
  'event.create': 'Event created',
  'event.update': 'Event changed',
  'event.delete': 'Event deleted',
  'event.duplicate': 'Event duplicated',
  'event.email': 'Event participants e-mailed',
  'announcement.create': 'Announcement created',
  'announcement.update': 'Announcement changed',
  'announcement.delete': 'Announcement deleted',
  'announcement.reorder': 'Announcements reordered',
  'announcement.email': 'Announcement e-mailed',
  'resource.create': 'Resource added',
  'resource.update': 'Resource changed',
  'resource.delete': 'Resource deleted',
  'resource.reorder': 'Resources reordered',
  'survey.create': 'Survey created',
  'survey.update': 'Survey changed',
  'survey.delete': 'Survey deleted',
  'survey.remind': 'Survey reminder sent',
  'survey.reject_response': 'Survey response rejected',
  'matching.create': 'Matching round created',
  'matching.rerun': 'Matching round rerun',
  'matching.arrange': 'Matching pairs arranged',
  'matching.publish': 'Matching round published',
  'matching.email': 'Matching round e-mailed',
  'group_email.send': 'Group e-mail sent',
  'group_email.cancel': 'Group e-mail cancelled',
  'people.invite': 'People invited',
  'people.update': 'Person changed',
  'cohort.graduate': 'Cohort graduated',
  'cohort.create': 'Cohort created',
  'cohort.update': 'Cohort changed',
  'page.save': 'Page or template saved',
  'page.restore': 'Page or template restored',
  'settings.certificate': 'Certificate requirements changed',
  'settings.program': 'Program settings changed',
  'sandbox.reset': 'Sandbox reset',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_IDS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** GET /api/facilitator/audit_log: entries a page when no limit is asked, and at most. */
export const AUDIT_LOG_DEFAULT_LIMIT = 50;
export const AUDIT_LOG_MAX_LIMIT = 200;
/** A summary is a line, not a document: longer ones are cut with an ellipsis. */
export const AUDIT_SUMMARY_MAX = 300;

/** One entry as the API answers it. */
export interface AuditEntry {
  id: string;
  at: Date;
  actor_id: string;
  actor_email: string;
  action: AuditAction;
  /** What was written: a document's path, e.g. `events/abc` or `attendance/abc_peer1`. */
  target: string;
  summary: string;
}

/** An entry as stored: the group whose log it belongs to, too. */
export interface StoredAuditEntry extends AuditEntry {
  group: string;
}

/** What a write says of itself; the writer adds who and when. */
export interface AuditDescription {
  group: string;
  target: string;
  summary: string;
}

export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

/** A summary cut to AUDIT_SUMMARY_MAX characters, on one line. */
export function auditSummary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= AUDIT_SUMMARY_MAX ? line : `${line.slice(0, AUDIT_SUMMARY_MAX - 1)}…`;
}

/** A time in a summary: '2026-01-31 09:00', in the program's timezone. */
export const auditTime = (date: Date) => inDisplayZone(date).format('YYYY-MM-DD HH:mm');

/** A person in a summary: their name, or their address when they have none yet. */
export const auditPersonName = (p: { first_name: string; last_name: string; email: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.email;

/** "label: before → after", or "label: after" when nothing was there before. */
export function changeSummary(label: string, before: string | null, after: string | null): string {
  if (before === after) return auditSummary(`${label}: ${after ?? 'none'} (unchanged)`);
  return auditSummary(`${label}: ${before ?? 'none'} → ${after ?? 'none'}`);
}

/**
 * The names of the fields that differ between two versions of a document (top-level, compared as
 * JSON), for "changed title, start_date".
 */
export function changedFields(before: object, after: object, ignore: readonly string[] = []): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !ignore.includes(k));
  return keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

/** A value in a summary: a date as auditTime, nothing as 'none', a structure as JSON. */
function auditValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (value instanceof Date) return auditTime(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** "key before → after; …" for each field that differs (changedFields); '' when none does. */
export function fieldChangeList(before: object, after: object): string {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return changedFields(before, after)
    .map((key) => `${key} ${auditValue(a[key])} → ${auditValue(b[key])}`)
    .join('; ');
}

/** "Changed “Kick-off”: title, start_date" / "“Kick-off”: nothing changed". */
export function editSummary(name: string, fields: readonly string[]): string {
  return auditSummary(fields.length ? `Changed “${name}”: ${fields.join(', ')}` : `“${name}”: nothing changed`);
}

/** A matching round's result in a summary: "8 groups, score 40.0 (random 8.4)". */
export const matchingOutcome = (round: { groups: readonly unknown[]; total: number; random_total: number }) =>
  `${round.groups.length} groups, score ${round.total.toFixed(1)} (random ${round.random_total.toFixed(1)})`;

/** A page or template saved as a new version: "guidelines: saved as version 3 (was version 2)". */
export function pageVersionSummary(key: string, version: number, what = 'saved'): string {
  const was = version > 1 ? `version ${version - 1}` : 'the default text';
  return `${key}: ${what} as version ${version} (was ${was})`;
}

/** A reorder: how many moved, and the new order by title. */
export function reorderSummary(ids: readonly string[], items: readonly { id: string; title: string }[], moved: number) {
  const titles = ids.map((id) => `“${items.find((item) => item.id === id)?.title ?? id}”`);
  return auditSummary(`New order (${moved} moved): ${titles.join(', ')}`);
}

/** The History's CSV: one row per entry, times as the API writes them (the program's timezone). */
export function auditLogCsv(entries: readonly AuditEntry[]): string {
  return toCsv([
    ['When', 'Who', 'Action', 'Target', 'Summary'],
    ...entries.map((e) => [toApiDate(e.at), e.actor_email, auditActionLabel(e.action), e.target, e.summary]),
  ]);
}

/** The History's "up to" date (YYYY-MM-DD, New York): entries before the end of that day; null for none or a bad date. */
export function auditDayEnd(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const start = dayjs.tz(day, DISPLAY_TIMEZONE);
  return start.isValid() ? start.add(1, 'day').toDate() : null;
}
