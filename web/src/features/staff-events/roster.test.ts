import { describe, expect, it } from 'vitest';
import {
  apologisedLeftNote,
  apologisedNotAttended,
  attendedSummary,
  bulkChanges,
  buildRoster,
  rosterCounts,
  rosterStatus,
  type RosterPeer,
} from './roster.ts';

const HOUR = 3_600_000;
const start = new Date('2026-11-23T15:00:00Z');
const event = { type: 'other' as const, start_date: start, end_date: new Date(start.getTime() + HOUR) };
const at = (ms: number) => new Date(start.getTime() + ms);

describe('rosterStatus', () => {
  it('shows attended as attended at any time', () => {
    for (const t of [-HOUR, 0, 30 * HOUR]) expect(rosterStatus(event, 'attended', at(t))).toBe('attended');
  });

  it('keeps a registration registered before, during and up to end + 24 h, then absent', () => {
    expect(rosterStatus(event, 'registered', at(-HOUR))).toBe('registered');
    expect(rosterStatus(event, 'registered', at(HOUR / 2))).toBe('registered');
    expect(rosterStatus(event, 'registered', at(HOUR + 24 * HOUR))).toBe('registered');
    expect(rosterStatus(event, 'registered', at(HOUR + 24 * HOUR + 1))).toBe('absent');
  });

  it('says not registered without a record, for a deadline too', () => {
    expect(rosterStatus(event, null, at(0))).toBe('not-registered');
    expect(rosterStatus({ ...event, type: 'deadline' }, null, at(0))).toBe('not-registered');
  });
});

const person = (id: string, first: string, last: string) => ({
  id,
  first_name: first,
  last_name: last,
  email: `${id}@x.test`,
});

describe('buildRoster', () => {
  const now = at(HOUR / 2);
  const roster = buildRoster(
    event,
    [
      person('c', 'Cy', 'cole'),
      person('a', 'Ada', 'Abbott'),
      person('b', 'Ben', 'Baker'),
      person('a', 'Ada', 'Abbott'),
    ],
    [
      { user_id: 'a', status: 'attended' },
      { user_id: 'b', status: 'registered' },
    ],
    [{ user_id: 'c', reason: 'Night shift' }],
    { c: 2, b: 1 },
    now,
  );

  it('lists each peer once, by last name whatever the case', () => {
    expect(roster.map((p) => p.name)).toEqual(['Ada Abbott', 'Ben Baker', 'Cy cole']);
  });

  it('gives each peer their record, status, apology and absence flag', () => {
    expect(roster.map((p) => [p.id, p.record, p.status, p.apology, p.absenceStreak, p.flagged])).toEqual([
      ['a', 'attended', 'attended', null, 0, false],
      ['b', 'registered', 'registered', null, 1, false],
      ['c', null, 'not-registered', 'Night shift', 2, true],
    ]);
  });

  it('counts by status', () => {
    const counts = rosterCounts(roster);
    expect(counts).toEqual({ total: 3, attended: 1, registered: 1, absent: 0, notRegistered: 1, apologised: 1 });
    expect(attendedSummary(counts)).toBe('1 attended of 3');
  });
});

describe('bulkChanges', () => {
  const peer = (id: string, record: RosterPeer['record']): RosterPeer => ({
    id,
    name: id,
    email: '',
    record,
    status: record ?? 'not-registered',
    apology: null,
    absenceStreak: 0,
    flagged: false,
  });
  const roster = [peer('a', 'attended'), peer('r', 'registered'), peer('n', null)];

  it('registers only those without a record, never erasing an attendance', () => {
    expect(bulkChanges(roster, 'registered')).toEqual([{ userId: 'n', previous: null, next: 'registered' }]);
  });

  it('marks everyone not yet attended, remembering what each had', () => {
    expect(bulkChanges(roster, 'attended')).toEqual([
      { userId: 'r', previous: 'registered', next: 'attended' },
      { userId: 'n', previous: null, next: 'attended' },
    ]);
    expect(apologisedNotAttended(roster)).toBe(0);
  });

  it('leaves out of "everyone attended" the peers who apologised, unless already attended', () => {
    const apologised = (p: RosterPeer): RosterPeer => ({ ...p, apology: 'Night shift' });
    const withApologies = [apologised(peer('a', 'attended')), apologised(peer('r', 'registered')), peer('n', null)];
    expect(bulkChanges(withApologies, 'attended')).toEqual([{ userId: 'n', previous: null, next: 'attended' }]);
    expect(apologisedNotAttended(withApologies)).toBe(1);
    expect(apologisedLeftNote(withApologies)).toBe(' 1 peer who apologised is left as they are.');
    expect(apologisedLeftNote([...withApologies, apologised(peer('m', null))])).toBe(
      ' 2 peers who apologised are left as they are.',
    );
    expect(apologisedLeftNote(roster)).toBe('');
    // Registering leaves nobody out: an apology does not stop a registration.
    expect(bulkChanges([apologised(peer('x', null))], 'registered')).toEqual([
      { userId: 'x', previous: null, next: 'registered' },
    ]);
  });
});
