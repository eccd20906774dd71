/** /api/shared: any signed-in role, on their own record or, for staff, people of their groups. */
import {
  ACTIVITY_TYPES,
  canReadPerson,
  emptyActivityCounts,
  isStaff,
  type ParticipantActivities,
  type User,
} from '@peer-coaching/domain';
import { getActivities } from '../../data/events/activities.ts';
import { getUser, recordSignIn, setUserField } from '../../data/people/users.ts';
import { confirmOnFirstSignIn } from '../../services/people/users.ts';
import { notAllowed, notFound } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';
import { publicUser } from '../serialize.ts';

/**
 * Loads a person the caller may read: 404 when unknown, 403 when out of reach. The access of
 * /api/shared/activities, shared by /api/shared/certificate_status.
 */
export async function readablePerson(me: User, id: string): Promise<User> {
  const person = id === me.id ? me : await getUser(id);
  if (!person) throw notFound(`No user ${id}`);
  if (!canReadPerson(me, person)) throw notAllowed('You may only read your own record or people of your groups');
  return person;
}

export const sharedHandlers: Handlers<'user' | 'userInfo' | 'activities'> = {
  user: async ({ query, caller }) => publicUser(await readablePerson(caller, query.id)),

  userInfo: async ({ body, caller, signedInAt }) => {
    const person = await readablePerson(caller, body.id);
    if (person.id !== caller.id && !isStaff(caller)) throw notAllowed('You may only change your own record');
    if (body.key === 'current_cohort' && !person.cohort_list.includes(body.value as string)) {
      throw notAllowed(`value: ${String(body.value)} is not one of this person's cohorts`);
    }
    if (body.key === 'current_group' && !person.group.includes(body.value as string)) {
      throw notAllowed(`value: ${String(body.value)} is not one of this person's groups`);
    }
    if (body.key === 'email_preferences' && person.id !== caller.id) {
      throw notAllowed('Only the person themselves chooses which e-mails they get');
    }
    if (body.key === 'last_login') {
      // The caller's own sign-in, at the time they signed in: a page opened again on a kept
      // session (the same sign-in) leaves it as it is. Staff cannot set another person's.
      if (person.id !== caller.id) throw notAllowed('key: last_login is recorded by the person signing in');
      await recordSignIn(person.id, signedInAt);
      await confirmOnFirstSignIn(person);
    } else {
      await setUserField(person.id, body.key, body.value);
    }
    const updated = await getUser(person.id);
    return { id: person.id, key: body.key, value: updated?.[body.key as keyof User] ?? null };
  },

  activities: async ({ query, caller }) => {
    const person = await readablePerson(caller, query.id);
    const stored = (await getActivities(person.id)) as Partial<ParticipantActivities> | null;
    const counts = emptyActivityCounts();
    for (const type of ACTIVITY_TYPES)
      Object.assign(counts, stored?.[type] === undefined ? {} : { [type]: stored[type] });
    return { ...counts, user_id: person.id, attendance: stored?.attendance ?? {} };
  },
};
