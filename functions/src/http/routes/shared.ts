/** /api/shared: any signed-in role, on their own record or, for staff, people of their groups. */
import {
  activitiesQuery,
  canReadPerson,
  emptyActivityCounts,
  isStaff,
  userInfoBody,
  userQuery,
  type User,
} from '@peer-coaching/domain';
import { Router } from 'express';
import { getActivities } from '../../data/activities.ts';
import { getUser, setUserField } from '../../data/users.ts';
import { caller } from '../auth.ts';
import { forbidden, notFound } from '../errors.ts';
import { publicUser, serialize } from '../serialize.ts';
import { parse, queryOf } from '../validate.ts';

/** Loads a person the caller may read: 404 when unknown, 403 when out of reach. */
async function readablePerson(me: User, id: string): Promise<User> {
  const person = id === me.id ? me : await getUser(id);
  if (!person) throw notFound(`No user ${id}`);
  if (!canReadPerson(me, person)) throw forbidden('You may only read your own record or people of your groups');
  return person;
}

export function sharedRouter() {
  const router = Router();

  router.get('/user', async (req, res) => {
    const { id } = parse(userQuery, queryOf(req));
    res.json(serialize(publicUser(await readablePerson(caller(res), id))));
  });

  router.put('/user_info', async (req, res) => {
    const body = parse(userInfoBody, req.body);
    const me = caller(res);
    const person = await readablePerson(me, body.id);
    if (person.id !== me.id && !isStaff(me)) throw forbidden('You may only change your own record');
    if (body.key === 'current_cohort' && !person.cohort_list.includes(body.value as string)) {
      throw forbidden(`value: ${String(body.value)} is not one of this person's cohorts`);
    }
    if (body.key === 'current_group' && !person.group.includes(body.value as string)) {
      throw forbidden(`value: ${String(body.value)} is not one of this person's groups`);
    }
    await setUserField(person.id, body.key, body.value);
    const updated = await getUser(person.id);
    res.json({ id: person.id, key: body.key, value: serialize(updated?.[body.key as keyof User] ?? null) });
  });

  router.get('/activities', async (req, res) => {
    const { id } = parse(activitiesQuery, queryOf(req));
    const person = await readablePerson(caller(res), id);
    const activities = await getActivities(person.id);
    res.json(activities ?? { ...emptyActivityCounts(), user_id: person.id });
  });

  return router;
}
