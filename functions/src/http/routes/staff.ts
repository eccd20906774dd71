/** /api/admin and /api/facilitator: staff only, each within the groups they run. */
import { cohortsQuery, emptyQuery, facilitatorUsersQuery, SANDBOX_GROUP_ID, staffesGroup } from '@peer-coaching/domain';
import { Router } from 'express';
import { listAnnouncementsOfGroup } from '../../data/announcements.ts';
import { listEventsOfGroup } from '../../data/events.ts';
import { listCohorts, listCohortsOfGroups, listGroups } from '../../data/groups.ts';
import { listPeersOfCohorts, listUsersOfGroup } from '../../data/users.ts';
import { authorizeCohorts } from '../../services/cohorts.ts';
import { caller, requireRole, requireStaff } from '../auth.ts';
import { forbidden } from '../errors.ts';
import { publicUser, serialize } from '../serialize.ts';
import { parse, queryOf } from '../validate.ts';

export function adminRouter() {
  const router = Router();
  router.use(requireRole('admin'));

  router.get('/groups', async (req, res) => {
    parse(emptyQuery, queryOf(req));
    const [groups, cohorts] = await Promise.all([listGroups(), listCohorts()]);
    res.json({
      groups: groups.map((group) => ({
        ...group,
        cohorts: cohorts.filter((c) => c.group === group.id).sort((a, b) => a.name.localeCompare(b.name)),
      })),
    });
  });
  return router;
}

export function facilitatorRouter() {
  const router = Router();
  router.use(requireStaff);

  router.get('/cohorts', async (req, res) => {
    const { groups } = parse(cohortsQuery, queryOf(req));
    const me = caller(res);
    const foreign = groups.filter((g) => !staffesGroup(me, g));
    if (foreign.length > 0) throw forbidden(`You do not run group ${foreign.join(', ')}`);
    res.json(serialize({ cohorts: await listCohortsOfGroups(groups) }));
  });

  router.get('/users', async (req, res) => {
    const { cohort } = parse(facilitatorUsersQuery, queryOf(req));
    const cohorts = await authorizeCohorts(caller(res), cohort);
    const users = await listPeersOfCohorts(cohorts);
    res.json(serialize({ users: users.map(publicUser) }));
  });

  router.get('/sandbox_data', async (req, res) => {
    parse(emptyQuery, queryOf(req));
    const [users, events, announcements] = await Promise.all([
      listUsersOfGroup(SANDBOX_GROUP_ID),
      listEventsOfGroup(SANDBOX_GROUP_ID),
      listAnnouncementsOfGroup(SANDBOX_GROUP_ID),
    ]);
    res.json(serialize({ users: users.filter((u) => u.role === 'peer').map(publicUser), events, announcements }));
  });
  return router;
}
