/** /api/admin and /api/facilitator: staff only (the table's access), each within the groups they run. */
import { SANDBOX_GROUP_ID, staffesGroup } from '@peer-coaching/domain';
import { listAnnouncementsOfGroup } from '../../data/announcements.ts';
import { listEventsOfGroup } from '../../data/events.ts';
import { listCohorts, listCohortsOfGroups, listGroups } from '../../data/groups.ts';
import { listPeersOfCohorts, listUsersOfGroup } from '../../data/users.ts';
import { authorizeCohorts } from '../../services/cohorts.ts';
import { forbidden } from '../errors.ts';
import type { Handlers } from '../register.ts';
import { publicUser } from '../serialize.ts';

export const staffHandlers: Handlers<'groups' | 'cohorts' | 'users' | 'sandboxData'> = {
  groups: async () => {
    const [groups, cohorts] = await Promise.all([listGroups(), listCohorts()]);
    return {
      groups: groups.map((group) => ({
        ...group,
        cohorts: cohorts.filter((c) => c.group === group.id).sort((a, b) => a.name.localeCompare(b.name)),
      })),
    };
  },

  cohorts: async ({ query, caller }) => {
    const foreign = query.groups.filter((g) => !staffesGroup(caller, g));
    if (foreign.length > 0) throw forbidden(`You do not run group ${foreign.join(', ')}`);
    return { cohorts: await listCohortsOfGroups(query.groups) };
  },

  users: async ({ query, caller }) => {
    const cohorts = await authorizeCohorts(caller, query.cohort);
    const users = await listPeersOfCohorts(cohorts);
    return { users: users.map(publicUser) };
  },

  sandboxData: async () => {
    const [users, events, announcements] = await Promise.all([
      listUsersOfGroup(SANDBOX_GROUP_ID),
      listEventsOfGroup(SANDBOX_GROUP_ID),
      listAnnouncementsOfGroup(SANDBOX_GROUP_ID),
    ]);
    return { users: users.filter((u) => u.role === 'peer').map(publicUser), events, announcements };
  },
};
