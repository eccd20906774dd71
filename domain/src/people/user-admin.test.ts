import { describe, expect, it } from 'vitest';
import type { User } from '../model.ts';
import { compareByLastName } from './person-order.ts';
import {
  checkInviteRows,
  graduationOf,
  groupsAfterMove,
  inviteRowsFromCsv,
  inviteUsersBody,
  matchesUserFilter,
  matchesUserSearch,
  parseCsv,
  roleGroupFields,
  updateUserBody,
} from './user-admin.ts';

const person = (over: Partial<User> = {}): User => ({
  id: 'p1',
  email: 'ada@example.org',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'peer',
  group: ['mgh'],
  group_list: [],
  cohort: ['MGH 2026 Cohort A'],
  cohort_list: ['mgh-2026-a'],
  current_cohort: 'mgh-2026-a',
  current_group: 'mgh',
  alumni_community: false,
  tutorial: true,
  last_login: null,
  status: 'confirmed',
  department: '',
  created_at: new Date(0),
  ...over,
});

describe('checkInviteRows', () => {
  const cohorts = new Set(['mgh-2026-a', 'mgh-2026-b']);
  const good = { email: ' New.Person@Example.org ', first_name: 'New', last_name: 'Person', cohort: 'mgh-2026-a' };

  it('accepts a good row, lower-casing and trimming the address, department empty by default', () => {
    const { valid, rejected } = checkInviteRows([good], cohorts);
    expect(rejected).toEqual([]);
    expect(valid).toEqual([
      {
        row: 1,
        value: {
          email: 'new.person@example.org',
          first_name: 'New',
          last_name: 'Person',
          cohort: 'mgh-2026-a',
          department: '',
        },
      },
    ]);
  });

  it('names the row (from 1) and every field that is wrong', () => {
    const { valid, rejected } = checkInviteRows(
      [good, { email: 'not-an-address', first_name: ' ', last_name: 'X', cohort: 'mgh-2026-b' }],
      cohorts,
    );
    expect(valid.map((v) => v.row)).toEqual([1]);
    expect(rejected).toEqual([{ row: 2, error: 'email: must be an e-mail address; first_name: must not be empty' }]);
  });

  it('refuses a cohort outside the caller’s groups, a taken address and a repeated one', () => {
    const { valid, rejected } = checkInviteRows(
      [
        { ...good, cohort: 'harvard-2026-a' },
        { ...good, email: 'peer@demo.test' },
        { ...good, email: 'twice@example.org' },
        { ...good, email: 'TWICE@example.org' },
      ],
      cohorts,
      new Set(['peer@demo.test']),
    );
    expect(valid.map((v) => v.row)).toEqual([3]);
    expect(rejected).toEqual([
      { row: 1, error: 'cohort: no cohort harvard-2026-a in your groups' },
      { row: 2, error: 'email: already has an account' },
      { row: 4, error: 'email: appears on an earlier row' },
    ]);
  });

  it('limits names and departments', () => {
    const { rejected } = checkInviteRows(
      [{ ...good, last_name: 'x'.repeat(81), department: 'd'.repeat(121) }],
      cohorts,
    );
    expect(rejected[0]?.error).toBe(
      'last_name: must be at most 80 characters; department: must be at most 120 characters',
    );
  });
});

describe('inviteUsersBody', () => {
  it('takes 1 to 200 rows of strings and nothing else', () => {
    expect(inviteUsersBody.safeParse({ users: [] }).success).toBe(false);
    expect(
      inviteUsersBody.safeParse({ users: [{ email: 1, first_name: '', last_name: '', cohort: '' }] }).success,
    ).toBe(false);
    expect(
      inviteUsersBody.safeParse({ users: [{ email: '', first_name: '', last_name: '', cohort: '', role: 'admin' }] })
        .success,
    ).toBe(false);
    const row = { email: 'a@b.org', first_name: 'A', last_name: 'B', cohort: 'c' };
    expect(inviteUsersBody.safeParse({ users: Array(200).fill(row) }).success).toBe(true);
    expect(inviteUsersBody.safeParse({ users: Array(201).fill(row) }).success).toBe(false);
  });
});

describe('parseCsv and inviteRowsFromCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n"line\nbreak",2,3\r\n\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['line\nbreak', '2', '3'],
    ]);
  });

  it('reads tab-separated text pasted from a spreadsheet', () => {
    expect(parseCsv('a\tb\tc\nd\te\tf')).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
  });

  it('maps a header in any order and cohort names to ids', () => {
    const cohorts = new Map([
      ['mgh 2026 cohort a', 'mgh-2026-a'],
      ['mgh-2026-a', 'mgh-2026-a'],
    ]);
    const rows = inviteRowsFromCsv(
      'Last name,First name,E-mail,Cohort,Department\nde la Cruz,Ana,ana@x.org,MGH 2026 Cohort A,Surgery\n',
      cohorts,
    );
    expect(rows).toEqual([
      { email: 'ana@x.org', first_name: 'Ana', last_name: 'de la Cruz', cohort: 'mgh-2026-a', department: 'Surgery' },
    ]);
  });

  it('takes the columns in order without a header, missing cells empty', () => {
    expect(inviteRowsFromCsv('a@x.org,Ann,Lee,mgh-2026-a\nb@x.org')).toEqual([
      { email: 'a@x.org', first_name: 'Ann', last_name: 'Lee', cohort: 'mgh-2026-a' },
      { email: 'b@x.org', first_name: '', last_name: '', cohort: '' },
    ]);
  });
});

describe('updateUserBody', () => {
  it('wants at least one field and names a wrong one', () => {
    expect(updateUserBody.safeParse({}).error?.issues[0]?.message).toBe('send at least one field to change');
    expect(updateUserBody.safeParse({ status: 'invited' }).error?.issues[0]?.message).toBe(
      'must be confirmed or deactivated',
    );
    expect(updateUserBody.safeParse({ first_name: '' }).error?.issues[0]?.path).toEqual(['first_name']);
    expect(updateUserBody.safeParse({ alumni_community: true, role: 'facilitator' }).success).toBe(true);
  });
});

describe('moves, roles and graduation', () => {
  it('moves a peer’s group with their cohort; staff gain the group', () => {
    expect(groupsAfterMove(person(), 'harvard')).toEqual(['harvard']);
    expect(groupsAfterMove(person({ role: 'facilitator' }), 'harvard')).toEqual(['mgh', 'harvard']);
    expect(groupsAfterMove(person({ role: 'facilitator' }), 'mgh')).toEqual(['mgh']);
  });

  it('gives an admin every group, a facilitator their groups to run, a peer none', () => {
    expect(roleGroupFields('admin', person(), ['mgh', 'harvard'])).toEqual({
      group: ['mgh', 'harvard'],
      group_list: ['mgh', 'harvard'],
    });
    expect(roleGroupFields('facilitator', person(), ['mgh', 'harvard'])).toEqual({
      group: ['mgh'],
      group_list: ['mgh'],
    });
    expect(roleGroupFields('peer', person({ group_list: ['mgh'] }), [])).toEqual({ group: ['mgh'], group_list: [] });
  });

  it('graduates the confirmed peers of the cohort only, into the alumni cohort and community', () => {
    const alumni = { id: 'alumni', name: 'Alumni', group: 'mgh' };
    expect(graduationOf(person({ group: ['harvard'], current_group: 'harvard' }), 'mgh-2026-a', alumni)).toEqual({
      cohort: ['Alumni'],
      cohort_list: ['alumni'],
      current_cohort: 'alumni',
      current_group: 'mgh',
      group: ['harvard', 'mgh'],
      alumni_community: true,
    });
    expect(graduationOf(person(), 'mgh-2026-b', alumni)).toBeNull();
    expect(graduationOf(person({ status: 'invited' }), 'mgh-2026-a', alumni)).toBeNull();
    expect(graduationOf(person({ status: 'deactivated' }), 'mgh-2026-a', alumni)).toBeNull();
    expect(graduationOf(person({ role: 'facilitator' }), 'mgh-2026-a', alumni)).toBeNull();
  });
});

describe('the /user list', () => {
  it('filters by status, confirmed by default and all', () => {
    expect(matchesUserFilter(person(), 'confirmed')).toBe(true);
    expect(matchesUserFilter(person({ status: 'invited' }), 'confirmed')).toBe(false);
    expect(matchesUserFilter(person({ status: 'deactivated' }), 'deactivated')).toBe(true);
    expect(matchesUserFilter(person({ status: 'deactivated' }), 'all')).toBe(true);
  });

  it('searches names either way round and the address, any case', () => {
    expect(matchesUserSearch(person(), 'ada love')).toBe(true);
    expect(matchesUserSearch(person(), 'LOVELACE ada')).toBe(true);
    expect(matchesUserSearch(person(), '@example')).toBe(true);
    expect(matchesUserSearch(person(), 'babbage')).toBe(false);
    expect(matchesUserSearch(person(), '  ')).toBe(true);
  });

  it('sorts by last name ignoring case', () => {
    const people = [
      person({ id: '1', last_name: 'zeta' }),
      person({ id: '2', last_name: 'McDonald' }),
      person({ id: '3', last_name: 'de la Cruz' }),
      person({ id: '4', last_name: 'Adams' }),
    ];
    expect(people.sort(compareByLastName).map((p) => p.last_name)).toEqual(['Adams', 'de la Cruz', 'McDonald', 'zeta']);
  });
});
