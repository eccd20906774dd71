/** /api/admin and /api/facilitator: staff only (the table's access), each within the groups they run. */
import { isPrivateSandbox, SANDBOX_GROUP_ID, sandboxGroupId, staffesGroup } from '@peer-coaching/domain';
import { listAnnouncementsOfGroup } from '../../data/community/announcements.ts';
import { listEventsOfGroup } from '../../data/events/events.ts';
import { listCohorts, listCohortsOfGroups, listGroups } from '../../data/program/groups.ts';
import { listPeersOfCohorts, listUsersOfGroup } from '../../data/people/users.ts';
import { authorizeCohorts } from '../../services/program/cohorts.ts';
import { openSandbox, resetSandbox } from '../../services/sandbox/sandbox.ts';
import { notAllowed } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';
import { publicUser } from '../serialize.ts';

export const staffHandlers: Handlers<'groups' | 'cohorts' | 'users' | 'sandboxData' | 'openSandbox' | 'resetSandbox'> =
  {
    groups: async ({ caller }) => {
      const [groups, cohorts] = await Promise.all([listGroups(), listCohorts()]);
      // Someone else's private sandbox is theirs alone (docs/sandbox.md).
      const listed = groups.filter((g) => !isPrivateSandbox(g.id) || g.id === sandboxGroupId(caller.id));
      return {
        groups: listed.map((group) => ({
          ...group,
          cohorts: cohorts.filter((c) => c.group === group.id).sort((a, b) => a.name.localeCompare(b.name)),
        })),
      };
    },

    cohorts: async ({ query, caller }) => {
      const foreign = query.groups.filter((g) => !staffesGroup(caller, g));
      if (foreign.length > 0) throw notAllowed(`You do not run group ${foreign.join(', ')}`);
      return { cohorts: await listCohortsOfGroups(query.groups) };
    },

    users: async ({ query, caller }) => {
      const cohorts = await authorizeCohorts(caller, query.cohort);
      const users = await listPeersOfCohorts(cohorts);
      return { users: users.map(publicUser) };
    },

    // The caller's own sandbox once they have one (docs/sandbox.md), else the template's sample data.
    sandboxData: async ({ caller }) => {
      const own = sandboxGroupId(caller.id);
      const group = caller.group_list.includes(own) ? own : SANDBOX_GROUP_ID;
      const [users, events, announcements] = await Promise.all([
        listUsersOfGroup(group),
        listEventsOfGroup(group),
        listAnnouncementsOfGroup(group),
      ]);
      return { users: users.filter((u) => u.role === 'peer').map(publicUser), events, announcements };
    },

    openSandbox: ({ caller }) => openSandbox(caller),
    resetSandbox: ({ caller }) => resetSandbox(caller),
  };
