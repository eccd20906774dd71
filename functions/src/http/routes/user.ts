/** /api/user: the calendar, announcements and settings a signed-in person may see. */
import {
  announcementsFor,
  announcementsQuery,
  attendanceQuery,
  baseEventColor,
  canReadPerson,
  eventsQuery,
  isStaff,
  settingQuery,
  sharedCohortIds,
  sharedCohortsQuery,
  staffesGroup,
  DEFAULT_FILTERS,
} from '@peer-coaching/domain';
import { Router } from 'express';
import { listAnnouncementsForCohorts } from '../../data/announcements.ts';
import { listAttendanceOfUser, listEventsForCohorts } from '../../data/events.ts';
import { getCohorts } from '../../data/groups.ts';
import { getGroupSetting } from '../../data/settings.ts';
import { getUser } from '../../data/users.ts';
import { authorizeCohorts } from '../../services/cohorts.ts';
import { caller } from '../auth.ts';
import { forbidden, notFound } from '../errors.ts';
import { serialize } from '../serialize.ts';
import { parse, queryOf } from '../validate.ts';

export function userRouter() {
  const router = Router();

  router.get('/shared_cohorts', async (req, res) => {
    const { cohort, group } = parse(sharedCohortsQuery, queryOf(req));
    const me = caller(res);
    if (isStaff(me)) {
      const [found] = await getCohorts([cohort]);
      if (!found || found.group !== group) throw notFound(`No cohort ${cohort} in group ${group}`);
      if (!staffesGroup(me, group)) throw forbidden(`You do not run group ${group}`);
      res.json({ cohorts: [cohort], user_filter: DEFAULT_FILTERS.users });
      return;
    }
    if (!me.cohort_list.includes(cohort) || !me.group.includes(group)) {
      throw forbidden(`You are not a member of cohort ${cohort} in group ${group}`);
    }
    res.json({ cohorts: sharedCohortIds(me), user_filter: DEFAULT_FILTERS.users });
  });

  router.get('/events', async (req, res) => {
    const { shared_cohorts } = parse(eventsQuery, queryOf(req));
    const cohorts = await authorizeCohorts(caller(res), shared_cohorts);
    const now = new Date();
    const events = (await listEventsForCohorts(cohorts)).map((e) => ({ ...e, color: baseEventColor(e, now) }));
    res.json(serialize({ events }));
  });

  router.get('/attendance', async (req, res) => {
    const { id } = parse(attendanceQuery, queryOf(req));
    const me = caller(res);
    const personId = id ?? me.id;
    if (personId !== me.id) {
      const person = await getUser(personId);
      if (!person) throw notFound(`No user ${personId}`);
      if (!canReadPerson(me, person))
        throw forbidden('You may only read your own attendance or that of people of your groups');
    }
    res.json(serialize({ records: await listAttendanceOfUser(personId) }));
  });

  router.get('/announcements', async (req, res) => {
    const { shared_cohorts } = parse(announcementsQuery, queryOf(req));
    const me = caller(res);
    const cohorts = await authorizeCohorts(me, shared_cohorts);
    const announcements = announcementsFor(me.role, await listAnnouncementsForCohorts(cohorts), new Date());
    res.json(serialize({ announcements }));
  });

  router.get('/setting', async (req, res) => {
    const { group, setting } = parse(settingQuery, queryOf(req));
    const me = caller(res);
    const allowed = isStaff(me) ? staffesGroup(me, group) : me.current_group === group;
    if (!allowed)
      throw forbidden(`You may only read the settings of ${isStaff(me) ? 'groups you run' : 'your current group'}`);
    const settings = await getGroupSetting(group, setting);
    if (!settings) throw notFound(`No ${setting} settings for group ${group}`);
    res.json({ group, setting, settings });
  });

  return router;
}
