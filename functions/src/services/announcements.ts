/** Who may do what with an announcement, checked against the stored announcements and cohorts (docs/announcements.md). */
import { staffesGroup, type Announcement, type User } from '@peer-coaching/domain';
import { getAnnouncement, getAnnouncements } from '../data/announcements.ts';
import { getCohorts } from '../data/groups.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';

/** The announcement, when the caller runs its group: 404 when unknown, 403 for staff of another group. */
export async function staffAnnouncement(caller: User, id: string): Promise<Announcement> {
  const announcement = await getAnnouncement(id);
  if (!announcement) throw notFound(`No announcement ${id}`);
  if (!staffesGroup(caller, announcement.group)) {
    throw forbidden(`You do not run group ${announcement.group}, the announcement's group`);
  }
  return announcement;
}

/**
 * The announcements of a reorder, in the order given: every id must exist (400 naming the
 * unknown ones), all of one group (400), which the caller runs (403).
 */
export async function staffAnnouncementsToReorder(caller: User, ids: readonly string[]): Promise<Announcement[]> {
  const found = new Map((await getAnnouncements(ids)).map((a) => [a.id, a] as const));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) throw badRequest(`ids: unknown announcement ${unknown.join(', ')}`);
  const listed = ids.map((id) => found.get(id) as Announcement);
  const groups = [...new Set(listed.map((a) => a.group))];
  const outOfReach = groups.filter((g) => !staffesGroup(caller, g));
  if (outOfReach.length > 0) throw forbidden(`ids: you do not run group ${outOfReach.join(', ')}`);
  if (groups.length > 1) throw badRequest('ids: must all belong to one group');
  return listed;
}

/**
 * The group of an announcement's cohorts: every cohort must exist (400), all of one group (400),
 * and the caller must run it (403). An existing announcement's cohorts stay in its group (400).
 */
export async function groupOfAnnouncementCohorts(
  caller: User,
  cohortIds: string[],
  keepGroup?: string,
): Promise<string> {
  const cohorts = await getCohorts(cohortIds);
  const unknown = cohortIds.filter((id) => !cohorts.some((c) => c.id === id));
  if (unknown.length > 0) throw badRequest(`cohorts: unknown cohort ${unknown.join(', ')}`);
  const groups = [...new Set(cohorts.map((c) => c.group))];
  const outOfReach = groups.filter((g) => !staffesGroup(caller, g));
  if (outOfReach.length > 0) throw forbidden(`cohorts: you do not run group ${outOfReach.join(', ')}`);
  if (groups.length > 1) throw badRequest('cohorts: must all belong to one group');
  const group = groups[0] as string;
  if (keepGroup !== undefined && group !== keepGroup) {
    throw badRequest(`cohorts: must belong to group ${keepGroup}, the announcement's group`);
  }
  return group;
}
