import { describe, expect, it } from 'vitest';
import { standingOfRow, standingsOfRows, type Invitation, type KnownAddresses } from './invitations.ts';

const invitation = (extra: Partial<Invitation> = {}): Invitation => ({
  id: 'inv',
  email: 'ada@x.test',
  first_name: 'Ada',
  last_name: 'Lovelace',
  department: '',
  cohort: 'mgh-a',
  group: 'mgh',
  uid: 'ada',
  state: 'pending',
  error: null,
  attempt: 1,
  invited_by: 'fac',
  created_at: new Date(0),
  updated_at: new Date(0),
  ...extra,
});

const known = (parts: Partial<KnownAddresses> = {}): KnownAddresses => ({
  invitations: new Map(),
  accounts: new Map(),
  statuses: new Map(),
  ...parts,
});

describe('standingOfRow', () => {
  it('is new for an address nobody holds, taken for another account', () => {
    expect(standingOfRow('ada@x.test', 'mgh-a', 'mgh', known())).toEqual({ kind: 'new' });
    const other = known({ accounts: new Map([['ada@x.test', 'someone']]) });
    expect(standingOfRow('ada@x.test', 'mgh-a', 'mgh', other)).toEqual({ kind: 'taken' });
  });

  it('is the same row for this group’s invitation to this cohort, not yet taken up', () => {
    for (const state of ['pending', 'sent'] as const) {
      const inv = invitation({ state });
      const withAccount = known({
        invitations: new Map([['ada@x.test', inv]]),
        accounts: new Map([['ada@x.test', 'ada']]),
        statuses: new Map([['ada', 'invited']]),
      });
      expect(standingOfRow('ada@x.test', 'mgh-a', 'mgh', withAccount)).toEqual({
        kind: 'same',
        invitation: inv,
        retry: false,
      });
    }
    const failed = invitation({ state: 'failed' });
    // A failed row without its account yet (the task never made it) is sent again.
    expect(
      standingOfRow('ada@x.test', 'mgh-a', 'mgh', known({ invitations: new Map([['ada@x.test', failed]]) })),
    ).toEqual({ kind: 'same', invitation: failed, retry: true });
  });

  it('is taken for another group’s or cohort’s invitation, another account, or a person who signed in', () => {
    const inv = invitation();
    const invitations = new Map([['ada@x.test', inv]]);
    expect(standingOfRow('ada@x.test', 'harvard-a', 'harvard', known({ invitations }))).toEqual({ kind: 'taken' });
    expect(standingOfRow('ada@x.test', 'mgh-b', 'mgh', known({ invitations }))).toEqual({ kind: 'taken' });
    const accounts = new Map([['ada@x.test', 'someone-else']]);
    expect(standingOfRow('ada@x.test', 'mgh-a', 'mgh', known({ invitations, accounts }))).toEqual({ kind: 'taken' });
    for (const status of ['confirmed', 'deactivated'] as const) {
      const statuses = new Map([['ada', status]]);
      expect(standingOfRow('ada@x.test', 'mgh-a', 'mgh', known({ invitations, statuses }))).toEqual({ kind: 'taken' });
    }
  });
});

describe('standingsOfRows', () => {
  it('gives each address its first row’s standing, skipping unparsable rows and unknown cohorts', () => {
    const rows = [
      { email: ' ADA@x.test ', first_name: 'Ada', last_name: 'L', cohort: 'mgh-a' },
      { email: 'ada@x.test', first_name: 'Ada', last_name: 'L', cohort: 'mgh-b' },
      { email: 'not-an-address', first_name: 'N', last_name: 'A', cohort: 'mgh-a' },
      { email: 'lost@x.test', first_name: 'L', last_name: 'O', cohort: 'nowhere' },
    ];
    const standings = standingsOfRows(
      rows,
      new Map([
        ['mgh-a', 'mgh'],
        ['mgh-b', 'mgh'],
      ]),
      known({ invitations: new Map([['ada@x.test', invitation()]]) }),
    );
    expect([...standings.keys()]).toEqual(['ada@x.test']);
    expect(standings.get('ada@x.test')?.kind).toBe('same');
  });
});
