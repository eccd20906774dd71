/**
 * People administration (docs/users.md): invite, edit, deactivate and reactivate, graduate a
 * cohort. Each checks that the caller runs the groups concerned; the admin SDK bypasses the rules.
 */
import { refreshReportPeer } from '../data/cohort-reports.ts';
import {
  ALUMNI_COHORT_ID,
  checkInviteRows,
  cohortFieldsOf,
  compareByLastName,
  graduationOf,
  groupsAfterMove,
  renderMail,
  roleGroupFields,
  staffesGroup,
  type Cohort,
  type InviteRow,
  type InviteUsersBody,
  type MailTemplateText,
  type UpdateUserBody,
  type User,
} from '@peer-coaching/domain';
import { getCohorts, listGroups } from '../data/groups.ts';
import { queueMails } from '../data/mail.ts';
import { getMailTemplate } from '../data/pages.ts';
import {
  createInvitedAccount,
  createProfile,
  deleteAccount,
  listPeopleOfCohort,
  setAccountDisabled,
  signInLink,
  takenEmails,
  updateProfile,
  updateProfiles,
} from '../data/user-accounts.ts';
import { getUser, setUserField } from '../data/users.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';

/** Whether an id can name a Firestore document (no slash, not `.`, `..` or `__x__`): anything else exists nowhere. */
const isDocId = (id: string) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

/** The invitation e-mail (plain text): the group's template (docs/pages.md) or the default, filled. */
export function invitationMail(
  person: InviteRow,
  cohortName: string,
  link: string,
  template: MailTemplateText | null = null,
) {
  const values = { first_name: person.first_name, cohort: cohortName, link };
  return { to: [person.email], ...renderMail('invitation', template, values) };
}

/**
 * Invites the good rows and names the bad ones. A cohort of a group the caller does not run makes
 * the whole request 403 (nothing is written); an unknown cohort, a bad field or a taken address
 * rejects only its row.
 */
export async function inviteUsers(
  caller: User,
  body: InviteUsersBody,
  origin: string,
): Promise<{ invited: string[]; rejected: { row: number; error: string }[] }> {
  const named = [...new Set(body.users.map((row) => row.cohort.trim()).filter(Boolean))];
  const cohorts = await getCohorts(named.filter((id) => id.length <= 128 && isDocId(id)));
  const foreign = [...new Set(cohorts.filter((c) => !staffesGroup(caller, c.group)).map((c) => c.group))];
  if (foreign.length > 0) throw forbidden(`users: you do not run group ${foreign.join(', ')}`);
  const byId = new Map(cohorts.map((c) => [c.id, c] as const));

  const emails = body.users.map((row) => row.email.trim().toLowerCase()).filter((e) => e.includes('@'));
  const taken = await takenEmails(emails);
  const { valid, rejected } = checkInviteRows(body.users, new Set(byId.keys()), taken);

  const invited: string[] = [];
  const mails = [];
  const templates: Record<string, MailTemplateText | null> = {};
  for (const { row, value } of valid) {
    const cohort = byId.get(value.cohort) as Cohort;
    const uid = await createInvitedAccount(value.email, `${value.first_name} ${value.last_name}`);
    if (uid === null) {
      rejected.push({ row, error: 'email: already has an account' });
      continue;
    }
    const profile: User = {
      id: uid,
      email: value.email,
      first_name: value.first_name,
      last_name: value.last_name,
      role: 'peer',
      group: [cohort.group],
      group_list: [],
      ...cohortFieldsOf(cohort),
      alumni_community: cohort.id === ALUMNI_COHORT_ID,
      tutorial: true,
      last_login: null,
      status: 'invited',
      department: value.department,
      created_at: new Date(),
    };
    if (!(await createProfile(profile))) {
      await deleteAccount(uid);
      rejected.push({ row, error: 'email: already has an account' });
      continue;
    }
    invited.push(uid);
    await refreshReportPeer(uid);
    if (!(cohort.group in templates)) templates[cohort.group] = await getMailTemplate(cohort.group, 'invitation');
    mails.push(invitationMail(value, cohort.name, await signInLink(value.email, origin), templates[cohort.group]));
  }
  await queueMails(mails);
  return { invited, rejected: rejected.sort((a, b) => a.row - b.row) };
}

/** The person, when the caller runs one of their groups: 404 unknown, 403 another group's person. */
async function staffPerson(caller: User, id: string): Promise<User> {
  const person = isDocId(id) ? await getUser(id) : null;
  if (!person) throw notFound(`No user ${id}`);
  if (caller.role !== 'admin' && !person.group.some((g) => staffesGroup(caller, g))) {
    throw forbidden(`You do not run ${person.group.length > 0 ? `group ${person.group.join(', ')}` : 'this person'}`);
  }
  if (person.role === 'admin' && caller.role !== 'admin') throw forbidden('Only an admin changes an admin');
  return person;
}

/** PUT /api/facilitator/users/:id: the changed profile. */
export async function updateUser(caller: User, id: string, body: UpdateUserBody): Promise<User> {
  const person = await staffPerson(caller, id);
  const changes: Partial<User> = {};
  for (const key of ['first_name', 'last_name', 'department', 'alumni_community'] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
  }

  if (body.role !== undefined && body.role !== person.role) {
    if (caller.role !== 'admin') throw forbidden('role: only an admin changes roles');
    if (person.id === caller.id) throw badRequest('role: you cannot change your own role');
    const groups = body.role === 'admin' ? (await listGroups()).map((g) => g.id) : [];
    Object.assign(changes, { role: body.role }, roleGroupFields(body.role, person, groups));
  }

  if (body.cohort !== undefined) {
    const [cohort] = isDocId(body.cohort) ? await getCohorts([body.cohort]) : [];
    if (!cohort) throw badRequest(`cohort: no cohort ${body.cohort}`);
    if (!staffesGroup(caller, cohort.group)) throw forbidden(`cohort: you do not run group ${cohort.group}`);
    if (body.group !== undefined && body.group !== cohort.group) {
      throw badRequest(`group: cohort ${cohort.id} belongs to group ${cohort.group}`);
    }
    const role = changes.role ?? person.role;
    const group = groupsAfterMove({ role, group: changes.group ?? person.group }, cohort.group);
    Object.assign(changes, cohortFieldsOf(cohort), { group });
    // A facilitator runs the groups they belong to; an admin runs every group already.
    if (role === 'facilitator') changes.group_list = group;
  } else if (body.group !== undefined && body.group !== person.current_group) {
    throw badRequest(`group: choose a cohort of group ${body.group} to move the person there`);
  }

  // 'confirmed' asks for an active account: someone who never signed in is active as 'invited'
  // (they stay invited until their first sign-in).
  const status = body.status === 'confirmed' && person.last_login === null ? 'invited' : body.status;
  if (status !== undefined && status !== person.status) {
    if (person.id === caller.id) throw badRequest('status: you cannot deactivate or reactivate yourself');
    changes.status = status;
  }

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
  if (cohortId === ALUMNI_COHORT_ID) throw badRequest('id: the alumni cohort does not graduate');
  if (!isDocId(cohortId)) throw notFound(`No cohort ${cohortId}`);
  const [cohort, alumni] = await getCohorts([cohortId, ALUMNI_COHORT_ID]).then((found) => [
    found.find((c) => c.id === cohortId),
    found.find((c) => c.id === ALUMNI_COHORT_ID),
  ]);
  if (!cohort) throw notFound(`No cohort ${cohortId}`);
  if (!staffesGroup(caller, cohort.group)) throw forbidden(`You do not run group ${cohort.group}`);
  if (!alumni) throw notFound(`No cohort ${ALUMNI_COHORT_ID}`);
  const people = (await listPeopleOfCohort(cohort.id)).sort(compareByLastName);
  const changes = people.flatMap((person) => {
    const fields = graduationOf(person, cohort.id, alumni);
    return fields ? [{ id: person.id, fields }] : [];
  });
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
