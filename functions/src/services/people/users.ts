/**
 * People administration (docs/users.md): invite, edit, deactivate and reactivate, graduate a
 * cohort. Each checks that the caller runs the groups concerned; the admin SDK bypasses the rules.
 */
import { describeAudit } from '../../data/audit/audit-log.ts';
import { refreshReportPeer } from '../../data/reports/cohort-reports.ts';
import {
  ALUMNI_COHORT_ID,
  auditPersonName,
  auditSummary,
  fieldChangeList,
  checkInviteRows,
  cohortFieldsOf,
  compareByLastName,
  graduationOf,
  groupsAfterMove,
  roleGroupFields,
  staffesGroup,
  standingsOfRows,
  type Cohort,
  type Invitation,
  type InviteUsersBody,
  type UpdateUserBody,
  type User,
} from '@peer-coaching/domain';
import { getCohorts, listGroups } from '../../data/program/groups.ts';
import {
  getInvitations,
  invitationIdOf,
  newPersonId,
  profileStatuses,
  recordInvitations,
  retryInvitation,
} from '../../data/people/invitations.ts';
import {
  accountsOf,
  listPeopleOfCohort,
  setAccountDisabled,
  updateProfile,
  updateProfiles,
} from '../../data/people/user-accounts.ts';
import { getUser, setUserField } from '../../data/people/users.ts';
import { invalidInput, notAllowed, notFound } from '../errors.ts';
import { invitedProfile, queueInvitations, type RowToSend } from './invitations.ts';

/** Whether an id can name a Firestore document (no slash, not `.`, `..` or `__x__`): anything else exists nowhere. */
const isDocId = (id: string) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

/**
 * Records the good rows and names the bad ones, and answers at once: a queued task per row makes
 * the account and sends the e-mail (services/people/invitations.ts). A cohort of a group the caller does
 * not run makes the whole request 403 (nothing is written); an unknown cohort, a bad field or a
 * taken address rejects only its row. Sent again (a retry), the request answers the rows it
 * recorded the first time with the same ids, and queues only what is not done.
 */
export async function inviteUsers(
  caller: User,
  body: InviteUsersBody,
  origin: string,
): Promise<{ invited: string[]; rejected: { row: number; error: string }[] }> {
  const named = [...new Set(body.users.map((row) => row.cohort.trim()).filter(Boolean))];
  const cohorts = await getCohorts(named.filter((id) => id.length <= 128 && isDocId(id)));
  const foreign = [...new Set(cohorts.filter((c) => !staffesGroup(caller, c.group)).map((c) => c.group))];
  if (foreign.length > 0) throw notAllowed(`users: you do not run group ${foreign.join(', ')}`);
  const byId = new Map(cohorts.map((c) => [c.id, c] as const));

  const emails = [...new Set(body.users.map((row) => row.email.trim().toLowerCase()).filter((e) => e.includes('@')))];
  const [invitations, accounts] = await Promise.all([getInvitations(emails), accountsOf(emails)]);
  const statuses = await profileStatuses([...invitations.values()].map((i) => i.uid));
  const groupOfCohort = new Map(cohorts.map((c) => [c.id, c.group] as const));
  const standings = standingsOfRows(body.users, groupOfCohort, { invitations, accounts, statuses });
  const taken = new Set([...standings].filter(([, standing]) => standing.kind === 'taken').map(([email]) => email));
  const { valid, rejected } = checkInviteRows(body.users, new Set(byId.keys()), taken);

  const invited: { row: number; uid: string }[] = [];
  const toSend: RowToSend[] = [];
  /** A row whose address has this group's invitation to its cohort: answered, and sent if not done. */
  const answerSame = async (row: number, invitation: Invitation) => {
    invited.push({ row, uid: invitation.uid });
    if (invitation.state === 'pending')
      toSend.push({ id: invitation.id, uid: invitation.uid, attempt: invitation.attempt });
    if (invitation.state === 'failed') {
      const attempt = await retryInvitation(invitation.id, invitation.attempt);
      if (attempt !== null) toSend.push({ id: invitation.id, uid: invitation.uid, attempt });
    }
  };
  const fresh: { row: number; cohort: Cohort; invitation: Omit<Invitation, 'id' | 'created_at' | 'updated_at'> }[] = [];
  for (const { row, value } of valid) {
    const cohort = byId.get(value.cohort) as Cohort;
    const standing = standings.get(value.email);
    if (standing?.kind === 'same') {
      await answerSame(row, standing.invitation);
      continue;
    }
    fresh.push({
      row,
      cohort,
      invitation: {
        email: value.email,
        first_name: value.first_name,
        last_name: value.last_name,
        department: value.department,
        cohort: cohort.id,
        group: cohort.group,
        uid: newPersonId(),
        state: 'pending',
        error: null,
        attempt: 1,
        invited_by: caller.id,
      },
    });
  }
  const invitedTo = [...new Set(fresh.map((f) => f.cohort.id))];
  describeAudit({
    group: fresh[0]?.cohort.group ?? cohorts[0]?.group ?? caller.group_list[0] ?? 'none',
    target: 'invitations',
    summary: `Invited ${fresh.length} new to ${invitedTo.join(', ') || 'no cohort'}; ${valid.length - fresh.length} again; ${rejected.length} rows rejected`,
  });
  const recorded = await recordInvitations(
    fresh.map(({ invitation, cohort }) => ({ invitation, profile: invitedProfile(invitation, cohort) })),
  );
  for (const { row, cohort, invitation } of fresh) {
    if (recorded.has(invitation.email)) {
      invited.push({ row, uid: invitation.uid });
      toSend.push({ id: invitationIdOf(invitation.email), uid: invitation.uid, attempt: 1 });
      continue;
    }
    // Recorded meanwhile by a concurrent request: the same row if it is this group's, to this cohort.
    const again = (await getInvitations([invitation.email])).get(invitation.email);
    if (again && again.group === cohort.group && again.cohort === cohort.id) await answerSame(row, again);
    else rejected.push({ row, error: 'email: already has an account' });
  }
  await queueInvitations(toSend, origin);
  return {
    invited: invited.sort((a, b) => a.row - b.row).map((i) => i.uid),
    rejected: rejected.sort((a, b) => a.row - b.row),
  };
}

/** The person, when the caller runs one of their groups: 404 unknown, 403 another group's person. */
async function staffPerson(caller: User, id: string): Promise<User> {
  const person = isDocId(id) ? await getUser(id) : null;
  if (!person) throw notFound(`No user ${id}`);
  if (caller.role !== 'admin' && !person.group.some((g) => staffesGroup(caller, g))) {
    throw notAllowed(`You do not run ${person.group.length > 0 ? `group ${person.group.join(', ')}` : 'this person'}`);
  }
  if (person.role === 'admin' && caller.role !== 'admin') throw notAllowed('Only an admin changes an admin');
  return person;
}

/** What staff changed of a person, field by field, for the audit log. */
const SHOWN_FIELDS = [
  'first_name',
  'last_name',
  'department',
  'alumni_community',
  'role',
  'status',
  'current_cohort',
] as const;
function personChangeSummary(person: User, changes: Partial<User>): string {
  const keys = SHOWN_FIELDS.filter((key) => key in changes);
  const fields = (of: Partial<User>) => Object.fromEntries(keys.map((key) => [key, of[key]]));
  return auditSummary(
    `${auditPersonName(person)}: ${fieldChangeList(fields(person), fields(changes)) || 'nothing changed'}`,
  );
}

/** PUT /api/facilitator/users/:id: the changed profile. */
export async function updateUser(caller: User, id: string, body: UpdateUserBody): Promise<User> {
  const person = await staffPerson(caller, id);
  const changes: Partial<User> = {};
  for (const key of ['first_name', 'last_name', 'department', 'alumni_community'] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
  }

  if (body.role !== undefined && body.role !== person.role) {
    if (caller.role !== 'admin') throw notAllowed('role: only an admin changes roles');
    if (person.id === caller.id) throw invalidInput('role: you cannot change your own role');
    const groups = body.role === 'admin' ? (await listGroups()).map((g) => g.id) : [];
    Object.assign(changes, { role: body.role }, roleGroupFields(body.role, person, groups));
  }

  if (body.cohort !== undefined) {
    const [cohort] = isDocId(body.cohort) ? await getCohorts([body.cohort]) : [];
    if (!cohort) throw invalidInput(`cohort: no cohort ${body.cohort}`);
    if (!staffesGroup(caller, cohort.group)) throw notAllowed(`cohort: you do not run group ${cohort.group}`);
    if (body.group !== undefined && body.group !== cohort.group) {
      throw invalidInput(`group: cohort ${cohort.id} belongs to group ${cohort.group}`);
    }
    const role = changes.role ?? person.role;
    const group = groupsAfterMove({ role, group: changes.group ?? person.group }, cohort.group);
    Object.assign(changes, cohortFieldsOf(cohort), { group });
    // A facilitator runs the groups they belong to; an admin runs every group already.
    if (role === 'facilitator') changes.group_list = group;
  } else if (body.group !== undefined && body.group !== person.current_group) {
    throw invalidInput(`group: choose a cohort of group ${body.group} to move the person there`);
  }

  // 'confirmed' asks for an active account: someone who never signed in is active as 'invited'
  // (they stay invited until their first sign-in).
  const status = body.status === 'confirmed' && person.last_login === null ? 'invited' : body.status;
  if (status !== undefined && status !== person.status) {
    if (person.id === caller.id) throw invalidInput('status: you cannot deactivate or reactivate yourself');
    changes.status = status;
  }

  describeAudit({
    group: changes.current_group ?? person.current_group ?? person.group[0] ?? caller.group_list[0] ?? 'none',
    target: `users/${person.id}`,
    summary: personChangeSummary(person, changes),
  });
  if (Object.keys(changes).length > 0) {
    await updateProfile(person.id, changes);
    // Staff read their own writes: the report and its CSV name the person as changed at once (the
    // user trigger then finds the entries already right).
    await refreshReportPeer(person.id, person.cohort_list);
  }
  // The account follows the status after the profile is written (a failure leaves the profile
  // saying what staff asked, and saving again retries the account).
  if (changes.status !== undefined) await setAccountDisabled(person.id, changes.status === 'deactivated');
  return (await getUser(person.id)) as User;
}

/** POST /api/facilitator/cohorts/:id/graduate: the cohort's confirmed peers join the alumni cohort. */
export async function graduateCohort(caller: User, cohortId: string): Promise<{ graduated: string[] }> {
  if (cohortId === ALUMNI_COHORT_ID) throw invalidInput('id: the alumni cohort does not graduate');
  if (!isDocId(cohortId)) throw notFound(`No cohort ${cohortId}`);
  const [cohort, alumni] = await getCohorts([cohortId, ALUMNI_COHORT_ID]).then((found) => [
    found.find((c) => c.id === cohortId),
    found.find((c) => c.id === ALUMNI_COHORT_ID),
  ]);
  if (!cohort) throw notFound(`No cohort ${cohortId}`);
  if (!staffesGroup(caller, cohort.group)) throw notAllowed(`You do not run group ${cohort.group}`);
  if (!alumni) throw notFound(`No cohort ${ALUMNI_COHORT_ID}`);
  const people = (await listPeopleOfCohort(cohort.id)).sort(compareByLastName);
  const changes = people.flatMap((person) => {
    const fields = graduationOf(person, cohort.id, alumni);
    return fields ? [{ id: person.id, fields }] : [];
  });
  const summary = `Graduated ${changes.length} of “${cohort.name}” into the alumni cohort`;
  describeAudit({ group: cohort.group, target: `cohorts/${cohort.id}`, summary });
  await updateProfiles(changes);
  const formerCohorts = new Map(people.map((p) => [p.id, p.cohort_list]));
  for (let i = 0; i < changes.length; i += 10) {
    await Promise.all(changes.slice(i, i + 10).map((c) => refreshReportPeer(c.id, formerCohorts.get(c.id) ?? [])));
  }
  return { graduated: changes.map((c) => c.id) };
}

/**
 * A first sign-in of an invited person (PUT /api/shared/user_info, key last_login) confirms them.
 * Self sign-ups stay invited until staff give them a cohort.
 */
export async function confirmOnFirstSignIn(person: User): Promise<void> {
  if (person.status === 'invited' && person.cohort_list.length > 0) {
    await setUserField(person.id, 'status', 'confirmed');
  }
}
