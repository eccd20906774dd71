import { describe, expect, it } from 'vitest';
import {
  attendanceCsv,
  attendanceReport,
  missingLately,
  percent,
  reportedEvents,
  type ReportEvent,
} from './reports.ts';

const at = (iso: string) => new Date(iso);
const event = (id: string, start: string, type = 'meeting'): ReportEvent => ({
  id,
  title: id === 'kick' ? 'Kickoff' : `Session ${id}`,
  type,
  start_date: at(start),
  end_date: new Date(at(start).getTime() + 3_600_000),
});
const events = [
  event('s2', '2026-02-02T15:00:00Z'),
  event('kick', '2026-01-05T15:00:00Z'),
  event('due', '2026-01-20T04:59:00Z', 'deadline'),
  event('s3', '2026-03-02T15:00:00Z'),
  event('later', '2026-06-01T15:00:00Z'),
];
const peers = [
  { id: 'b', first_name: 'Ben', last_name: 'adams', email: 'ben@x.test' },
  { id: 'a', first_name: '=cmd', last_name: 'Zed, "Z"', email: 'z@x.test' },
  { id: 'c', first_name: 'Cy', last_name: 'Baker', email: 'cy@x.test' },
];
const statuses: Record<string, Record<string, string>> = {
  b: { kick: 'attended', s2: 'attended', s3: 'attended' },
  a: { kick: 'attended', s2: 'registered' },
  c: {},
};
const now = at('2026-04-01T12:00:00Z');

describe('the attendance report', () => {
  it('counts the past sessions only, oldest first, without deadlines', () => {
    expect(reportedEvents(events, now).map((e) => e.id)).toEqual(['kick', 's2', 's3']);
  });

  it('gives each peer, by last name ignoring case, their sessions attended (hand-computed)', () => {
    const report = attendanceReport(events, peers, (id) => statuses[id], now);
    expect(report.rows.map((r) => [r.peer.id, r.attended, r.total])).toEqual([
      ['b', [true, true, true], 3],
      ['c', [false, false, false], 0],
      ['a', [true, false, false], 1],
    ]);
    expect(report.perEvent).toEqual([2, 1, 1]);
    expect(missingLately(report).map((m) => [m.peer.id, m.missed])).toEqual([
      ['c', 3],
      ['a', 2],
    ]);
  });

  it('writes a CSV with a header, a row per peer and the totals, formulas and quotes neutralised', () => {
    const csv = attendanceCsv(attendanceReport(events, peers, (id) => statuses[id], now));
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFLast name,First name,E-mail,Kickoff (2026-01-05),Session s2 (2026-02-02),Session s3 (2026-03-02),Attended,Rate (%)',
      'adams,Ben,ben@x.test,1,1,1,3,100',
      'Baker,Cy,cy@x.test,0,0,0,0,0',
      `"Zed, ""Z""",'=cmd,z@x.test,1,0,0,1,33`,
      'Total,,,2,1,1,4,44',
      '',
    ]);
  });

  it('says nothing of a rate with nothing to divide by', () => {
    expect(percent(0, 0)).toBeNull();
    expect(attendanceCsv(attendanceReport([], peers, () => undefined, now)).split('\r\n')[1]).toBe(
      'adams,Ben,ben@x.test,0,',
    );
  });
});
