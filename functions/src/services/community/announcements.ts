/** Who may do what with an announcement, checked against the stored announcements and cohorts (docs/announcements.md). */
import type { Announcement, User } from '@peer-coaching/domain';
import { getAnnouncement, getAnnouncements } from '../../data/community/announcements.ts';
import { groupOfItemCohorts, staffItem, staffItemsToReorder } from '../group-items.ts';

/** The announcement, when the caller runs its group: 404 when unknown, 403 for staff of another group. */
export const staffAnnouncement = async (caller: User, id: string): Promise<Announcement> =>
  staffItem(caller, await getAnnouncement(id), id, 'announcement');

/** The announcements of a reorder, in the order given, all of one group the caller runs. */
export const staffAnnouncementsToReorder = async (caller: User, ids: readonly string[]): Promise<Announcement[]> =>
  staffItemsToReorder(caller, ids, await getAnnouncements(ids), 'announcement');

/** The group of an announcement's cohorts, which the caller runs (and, for an existing one, its own). */
export const groupOfAnnouncementCohorts = (caller: User, cohortIds: string[], keepGroup?: string) =>
  groupOfItemCohorts(caller, cohortIds, 'announcement', keepGroup);
