/**
 * People administration (/user, docs/users.md): the statuses and the list filter of spec section 9,
 * the invitation rows (checked the same way in the browser's preview and by the API), the edit
 * body of PUT /api/facilitator/users/:id, and what graduating a cohort changes. Pure.
 */
import { z } from 'zod';
import { ALUMNI_COHORT_ID, ROLES, type Role } from '../constants.ts';
import type { Cohort, User } from '../model.ts';

/** A person's status: invited until their first sign-in, confirmed after; deactivated by staff. */
export const USER_STATUSES = ['confirmed', 'invited', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The /user filter (spec section 9: 'confirmed' by default). */
export const USER_FILTERS = ['confirmed', 'invited', 'deactivated', 'all'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];
export const DEFAULT_USER_FILTER: UserFilter = 'confirmed';

/** People one invitation may carry (a cohort is 15 to 30; a whole year's intake fits). */
export const INVITE_MAX_ROWS = 200;
export const NAME_MAX = 80;
export const DEPARTMENT_MAX = 120;

const name = z.string().trim().min(1, 'must not be empty').max(NAME_MAX, `must be at most ${NAME_MAX} characters`);
const department = z.string().trim().max(DEPARTMENT_MAX, `must be at most ${DEPARTMENT_MAX} characters`);
const id = z.string().trim().min(1, 'must not be empty').max(128, 'is too long');

/** One person to invite as it arrives: strings, each checked row by row (inviteRow). */
const rawInviteRow = z.strictObject({
  email: z.string().max(320, 'is too long'),
  first_name: z.string().max(1000, 'is too long'),
  last_name: z.string().max(1000, 'is too long'),
  cohort: z.string().max(1000, 'is too long'),
  department: z.string().max(1000, 'is too long').optional(),
});
export type RawInviteRow = z.input<typeof rawInviteRow>;

/**
 * POST /api/facilitator/users/invite. The shape is checked here (400); each row's content is
 * checked by `checkInviteRows`, so that good rows are invited and bad ones come back named.
 */
export const inviteUsersBody = z.strictObject({
  users: z
    .array(rawInviteRow)
    .min(1, 'list at least one person')
    .max(INVITE_MAX_ROWS, `at most ${INVITE_MAX_ROWS} people at once`),
});
export type InviteUsersBody = z.infer<typeof inviteUsersBody>;

/** A row's content. */
export const inviteRow = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address')),
  first_name: name,
  last_name: name,
  cohort: id,
  department: department.default(''),
});
export type InviteRow = z.output<typeof inviteRow>;

export interface InviteRowCheck {
  /** 1 for the first person of the list. */
  row: number;
  value?: InviteRow;
  error?: string;
}

/**
 * Checks every row: its fields, its cohort (one of `cohorts`: what the caller may invite to), and
 * that its address is neither taken (`takenEmails`, lower case) nor repeated earlier in the list.
 * Messages name the field: `email: must be an e-mail address`.
 */
export function checkInviteRows(
  rows: readonly RawInviteRow[],
  cohorts: ReadonlySet<string>,
  takenEmails: ReadonlySet<string> = new Set(),
): { valid: { row: number; value: InviteRow }[]; rejected: { row: number; error: string }[] } {
  const valid: { row: number; value: InviteRow }[] = [];
  const rejected: { row: number; error: string }[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, index) => {
    const row = index + 1;
    const parsed = inviteRow.safeParse(raw);
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      rejected.push({ row, error: messages.join('; ') });
      return;
    }
    const value = parsed.data;
    const problems: string[] = [];
    if (seen.has(value.email)) problems.push('email: appears on an earlier row');
    else if (takenEmails.has(value.email)) problems.push('email: already has an account');
    if (!cohorts.has(value.cohort)) problems.push(`cohort: no cohort ${value.cohort} in your groups`);
    seen.add(value.email);
    if (problems.length > 0) rejected.push({ row, error: problems.join('; ') });
    else valid.push({ row, value });
  });
  return { valid, rejected };
}

/** The columns a pasted or uploaded list may have, in this order when it has no header row. */
export const INVITE_COLUMNS = ['email', 'first_name', 'last_name', 'cohort', 'department'] as const;

const HEADER_ALIASES: Record<string, (typeof INVITE_COLUMNS)[number]> = {
  email: 'email',
  'e-mail': 'email',
  'email address': 'email',
  first_name: 'first_name',
  'first name': 'first_name',
  firstname: 'first_name',
  last_name: 'last_name',
  'last name': 'last_name',
  lastname: 'last_name',
  cohort: 'cohort',
  department: 'department',
};

/** Splits CSV text (RFC 4180: quotes, doubled quotes, commas and line breaks inside quotes; tabs too, as pasted from a spreadsheet). */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/**
 * The people of a pasted or uploaded list: a header row naming the columns (any order; "First
 * name", "e-mail" ... accepted), or no header and the columns of INVITE_COLUMNS in order. A
 * cohort may be written by id or by name (`cohortIds` maps lower-cased names and ids to ids).
 */
export function inviteRowsFromCsv(text: string, cohortIds: ReadonlyMap<string, string> = new Map()): RawInviteRow[] {
  const rows = parseCsv(text);
  if (rows.length === 0) return [];
  const header = rows[0]!.map((c) => HEADER_ALIASES[c.trim().toLowerCase()]);
  const hasHeader = header.includes('email');
  const columns = hasHeader ? header : INVITE_COLUMNS;
  return rows.slice(hasHeader ? 1 : 0).map((cells) => {
    const person: Record<string, string> = { email: '', first_name: '', last_name: '', cohort: '' };
    columns.forEach((column, index) => {
      if (column && cells[index] !== undefined) person[column] = cells[index]!.trim();
    });
    const cohort = person.cohort ?? '';
    person.cohort = cohortIds.get(cohort.toLowerCase()) ?? cohort;
    return person as RawInviteRow;
  });
}

/** The profile fields staff edit, as the /user form and PUT /api/facilitator/users/:id check them. */
export const profileFields = { first_name: name, last_name: name, department };

/** PUT /api/facilitator/users/:id: any of these; at least one. */
export const updateUserBody = z
  .strictObject({
    first_name: name.optional(),
    last_name: name.optional(),
    department: department.optional(),
    /** The person's cohort (a peer has one): it also sets their group, current cohort and group. */
    cohort: id.optional(),
    /** Must be the cohort's group (a cohort belongs to one group); sent by forms for clarity. */
    group: id.optional(),
    alumni_community: z.boolean().optional(),
    status: z.enum(['confirmed', 'deactivated'], { error: 'must be confirmed or deactivated' }).optional(),
    role: z.enum(ROLES, { error: `must be one of ${ROLES.join(', ')}` }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'send at least one field to change',
  });
export type UpdateUserBody = z.output<typeof updateUserBody>;

/** The profile fields that follow from a person's (single) cohort. */
export function cohortFieldsOf(
  cohort: Pick<Cohort, 'id' | 'name' | 'group'>,
): Pick<User, 'cohort' | 'cohort_list' | 'current_cohort' | 'current_group'> {
  return { cohort: [cohort.name], cohort_list: [cohort.id], current_cohort: cohort.id, current_group: cohort.group };
}

/** A person's groups after their cohort moves: a peer's follow the cohort; staff keep theirs and gain it. */
export function groupsAfterMove(person: Pick<User, 'role' | 'group'>, cohortGroup: string): string[] {
  if (person.role === 'peer') return [cohortGroup];
  return person.group.includes(cohortGroup) ? [...person.group] : [...person.group, cohortGroup];
}

/** The group fields of a role: an admin runs every group, a facilitator their groups, a peer none. */
export function roleGroupFields(
  role: Role,
  person: Pick<User, 'group'>,
  allGroups: readonly string[],
): Pick<User, 'group' | 'group_list'> {
  if (role === 'admin') return { group: [...allGroups], group_list: [...allGroups] };
  if (role === 'facilitator') return { group: [...person.group], group_list: [...person.group] };
  return { group: [...person.group], group_list: [] };
}

/**
 * Graduating a cohort: its confirmed peers move to the alumni cohort and join the alumni
 * community; they keep their groups (their facilitators still see them) and gain the alumni
 * cohort's. Invited and deactivated people, and staff, stay as they are (docs/users.md).
 */
export function graduationOf(
  person: User,
  cohortId: string,
  alumni: Pick<Cohort, 'id' | 'name' | 'group'>,
): Partial<User> | null {
  if (person.role !== 'peer' || person.status !== 'confirmed' || !person.cohort_list.includes(cohortId)) return null;
  return {
    ...cohortFieldsOf(alumni),
    group: person.group.includes(alumni.group) ? [...person.group] : [...person.group, alumni.group],
    alumni_community: true,
  };
}

export const isAlumniCohort = (cohortId: string) => cohortId === ALUMNI_COHORT_ID;

/** Whether a person shows under a filter of /user. */
export function matchesUserFilter(person: Pick<User, 'status'>, filter: UserFilter): boolean {
  return filter === 'all' || person.status === filter;
}

/** Whether the search text (any case, any part of the name or address) matches the person. */
export function matchesUserSearch(person: Pick<User, 'first_name' | 'last_name' | 'email'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  const full = `${person.first_name} ${person.last_name}`.toLowerCase();
  const reversed = `${person.last_name} ${person.first_name}`.toLowerCase();
  return full.includes(needle) || reversed.includes(needle) || person.email.toLowerCase().includes(needle);
}
