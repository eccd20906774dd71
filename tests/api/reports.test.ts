/** GET /api/facilitator/reports/attendance: roles, bad input and the file itself (docs/reports.md). */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/admin.ts';
import { calendarIds } from './support/events.ts';
import { storedReport } from './support/reports.ts';
import { buildWorld, call, CALLERS } from './support/world.ts';

let tokens: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  tokens = await buildWorld();
  // The report reads the cohort's calendar document, which the events trigger builds.
  await calendarIds('mgh-a', (ids) => ids.includes('kickoff'));
  // ...and the cohort's report document, which the person and activities triggers fill.
  await eventually(async () => {
    const peers = (await storedReport('mgh-a'))?.peers as
      Record<string, { activity: { attendance: Record<string, string> } | null }> | undefined;
    return peers && Object.keys(peers).length === 4 && peers.peer?.activity?.attendance.kickoff === 'attended'
      ? peers
      : undefined;
  }, 20_000);
});

const path = (query: string) => `/api/facilitator/reports/attendance?${query}`;

describe('the attendance report', () => {
  it('is for the staff of the cohort’s group only', async () => {
    const expected = { peer: 403, otherPeer: 403, facilitator: 200, otherFacilitator: 403, admin: 200 };
    for (const caller of CALLERS) {
      const answer = await call(path('cohort=mgh-a&format=csv'), { token: tokens[caller] });
      expect({ caller, status: answer.status }).toEqual({ caller, status: expected[caller] });
    }
    expect((await call(path('cohort=mgh-a&format=csv'))).status).toBe(401);
  });

  it('says what is wrong with the query, naming the field', async () => {
    const token = tokens.facilitator;
    expect(await call(path('format=csv'), { token })).toEqual({ status: 400, body: { error: 'cohort: is required' } });
    expect(await call(path('cohort=mgh-a&format=xlsx'), { token })).toEqual({
      status: 400,
      body: { error: 'format: must be csv' },
    });
    expect((await call(path('cohort=nowhere&format=csv'), { token })).status).toBe(404);
  });

  it('is a CSV file: a header, one row per confirmed peer by last name, each past session, and the totals', async () => {
    const answer = await call(path('cohort=mgh-a&format=csv'), { token: tokens.facilitator });
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="attendance.csv"');
    const lines = answer.text.split('\r\n');
    // The world's mgh-a has one past session (the kickoff; the essay is a deadline), attended by `peer`.
    expect(lines).toEqual([
      'Last name,First name,E-mail,Kickoff (2026-01-05),Attended,Rate (%)',
      'adams,adams,adams@api.test,0,0,0',
      'Baker,baker,baker@api.test,0,0,0',
      'McDonald,mcdonald,mcdonald@api.test,0,0,0',
      'Okafor,peer,peer@api.test,1,1,100',
      'Total,,,1,1,25',
      '',
    ]);
  });
});
