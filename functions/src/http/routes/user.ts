/** /api/user: the calendar, announcements and settings a signed-in person may see. */
import {
  announcementsFor,
  baseEventColor,
  canReadPerson,
  DEFAULT_FILTERS,
  isStaff,
  sharedCohortIds,
  staffesGroup,
} from '@peer-coaching/domain';
import { listAnnouncementsForCohorts } from '../../data/community/announcements.ts';
import { listAttendanceOfUser, listEventsForCohorts } from '../../data/events/events.ts';
import { getCohorts } from '../../data/program/groups.ts';
import { getGroupSetting } from '../../data/program/settings.ts';
import { getUser } from '../../data/people/users.ts';
import { authorizeCohorts } from '../../services/program/cohorts.ts';
import { notAllowed, notFound } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';

export const userHandlers: Handlers<'sharedCohorts' | 'events' | 'attendance' | 'announcements' | 'setting'> = {
  sharedCohorts: async ({ query: { cohort, group }, caller }) => {
    if (isStaff(caller)) {
      const [found] = await getCohorts([cohort]);
      if (!found || found.group !== group) throw notFound(`No cohort ${cohort} in group ${group}`);
      if (!staffesGroup(caller, group)) throw notAllowed(`You do not run group ${group}`);
      return { cohorts: [found.name], cohort_ids: [cohort], user_filter: DEFAULT_FILTERS.users };
    }
    if (!caller.cohort_list.includes(cohort) || !caller.group.includes(group)) {
      throw notAllowed(`You are not a member of cohort ${cohort} in group ${group}`);
    }
    // The spec answers names; the ids come beside them, in the same order, for the calls that follow.
    // The profile keeps its cohorts' names (a rename updates them), so only a cohort it does not
    // name (the alumni cohort of a community member) costs a read.
    const ids = sharedCohortIds(caller);
    const named = new Map(caller.cohort_list.map((id, i) => [id, caller.cohort[i]] as const));
    const unnamed = ids.filter((id) => !named.get(id));
    const found = new Map((unnamed.length > 0 ? await getCohorts(unnamed) : []).map((c) => [c.id, c.name]));
    return {
      cohorts: ids.map((id) => named.get(id) || found.get(id) || id),
      cohort_ids: ids,
      user_filter: DEFAULT_FILTERS.users,
    };
  },

  events: async ({ query, caller }) => {
    const cohorts = await authorizeCohorts(caller, query.shared_cohorts);
    const now = new Date();
    return { events: (await listEventsForCohorts(cohorts)).map((e) => ({ ...e, color: baseEventColor(e, now) })) };
  },

  attendance: async ({ query, caller }) => {
    const personId = query.id ?? caller.id;
    if (personId !== caller.id) {
      const person = await getUser(personId);
      if (!person) throw notFound(`No user ${personId}`);
      if (!canReadPerson(caller, person)) {
        throw notAllowed('You may only read your own attendance or that of people of your groups');
      }
    }
    return { records: await listAttendanceOfUser(personId) };
  },

  announcements: async ({ query, caller }) => {
    const cohorts = await authorizeCohorts(caller, query.shared_cohorts);
    return { announcements: announcementsFor(caller.role, await listAnnouncementsForCohorts(cohorts), new Date()) };
  },

  setting: async ({ query: { group, setting }, caller }) => {
    const allowed = isStaff(caller) ? staffesGroup(caller, group) : caller.current_group === group;
    if (!allowed) {
      throw notAllowed(
        `You may only read the settings of ${isStaff(caller) ? 'groups you run' : 'your current group'}`,
      );
    }
    // A group without the setting answers null: the client says 'Problem loading certificate requirements'.
    return { group, setting, settings: (await getGroupSetting(group, setting)) ?? null };
  },
};
