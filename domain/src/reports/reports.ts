/**
 * Attendance reports (docs/reports.md): who attended which past session of a cohort, from the
 * cohort's calendar document and each peer's activities document (their attendance statuses by
 * event), never from the attendance records themselves. Pure.
 */
import { toCsv } from '../csv.ts';
import { inDisplayZone } from '../time.ts';

export interface ReportEvent {
  id: string;
  title: string;
  type: string;
  start_date: Date;
  end_date: Date;
}

export interface ReportPeer {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

export interface AttendanceRow {
  peer: ReportPeer;
  /** One per reported event, in order: true when attended. */
  attended: boolean[];
  total: number;
}

export interface AttendanceReport {
  events: ReportEvent[];
  rows: AttendanceRow[];
  /** Per event, how many of the peers attended. */
  perEvent: number[];
}

/** The sessions a report counts: those already over, deadlines left out, oldest first. */
export function reportedEvents(events: readonly ReportEvent[], now: Date): ReportEvent[] {
  return events
    .filter((event) => event.type !== 'deadline' && event.end_date.getTime() <= now.getTime())
    .sort((a, b) => a.start_date.getTime() - b.start_date.getTime() || a.id.localeCompare(b.id));
}

/** Peers by last name, then first name, ignoring case (the people lists' order). */
const byName = (a: ReportPeer, b: ReportPeer) =>
  a.last_name.localeCompare(b.last_name, 'en', { sensitivity: 'base' }) ||
  a.first_name.localeCompare(b.first_name, 'en', { sensitivity: 'base' }) ||
  a.id.localeCompare(b.id);

export function attendanceReport(
  events: readonly ReportEvent[],
  peers: readonly ReportPeer[],
  attendanceOf: (peerId: string) => Readonly<Record<string, string>> | undefined,
  now: Date,
): AttendanceReport {
  const shown = reportedEvents(events, now);
  const rows = [...peers].sort(byName).map((peer) => {
    const statuses = attendanceOf(peer.id) ?? {};
    const attended = shown.map((event) => statuses[event.id] === 'attended');
    return { peer, attended, total: attended.filter(Boolean).length };
  });
  const perEvent = shown.map((_, index) => rows.filter((row) => row.attended[index]).length);
  return { events: shown, rows, perEvent };
}

/** A whole percentage, or null when there is nothing to divide by. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}

/** "Kickoff (2026-01-05)": an event's column, dated in New York. */
export const eventColumn = (event: ReportEvent) =>
  `${event.title} (${inDisplayZone(event.start_date).format('YYYY-MM-DD')})`;

/**
 * The report as a spreadsheet: a header row, one row per peer (1 attended, 0 not, then their total
 * and rate), and a last row with each session's total and the cohort's rate. Cells are escaped
 * and formula-proof (csv.ts): names are typed by people.
 */
export function attendanceCsv(report: AttendanceReport): string {
  const sessions = report.events.length;
  const header = ['Last name', 'First name', 'E-mail', ...report.events.map(eventColumn), 'Attended', 'Rate (%)'];
  const rows = report.rows.map((row) => [
    row.peer.last_name,
    row.peer.first_name,
    row.peer.email,
    ...row.attended.map((attended) => (attended ? 1 : 0)),
    row.total,
    percent(row.total, sessions),
  ]);
  const attendedAll = report.perEvent.reduce((sum, count) => sum + count, 0);
  const totals = [
    'Total',
    '',
    '',
    ...report.perEvent,
    attendedAll,
    percent(attendedAll, sessions * report.rows.length),
  ];
  return toCsv([header, ...rows, totals]);
}

/** Peers whose latest `min` or more reported sessions were all missed: the ones to call. */
export function missingLately(report: AttendanceReport, min = 2): { peer: ReportPeer; missed: number }[] {
  return report.rows
    .map((row) => ({ peer: row.peer, missed: row.attended.length - 1 - row.attended.lastIndexOf(true) }))
    .filter((entry) => entry.missed >= min)
    .sort((a, b) => b.missed - a.missed || byName(a.peer, b.peer));
}
