/**
 * Staff create, change, delete, reorder and e-mail announcements (docs/announcements.md). Peers
 * read them live from Firestore under the rules, and through GET /api/user/announcements.
 */
import {
  announcementFieldsOf,
  changedFields,
  editSummary,
  isVisibleToPeer,
  orderForNewAnnouncement,
  renderMail,
  reorderSummary,
  reorderWrites,
  type Announcement,
  type MailTemplateText,
  type User,
  wantsEmail,
} from '@peer-coaching/domain';
import {
  deleteAnnouncement,
  listAnnouncementsOfGroup,
  newAnnouncementId,
  saveAnnouncement,
  writeAnnouncementOrders,
} from '../../data/community/announcements.ts';
import { queueMails } from '../../data/email/mail.ts';
import { getMailTemplate } from '../../data/program/pages.ts';
import { listPeersOfEventCohorts } from '../../data/people/users.ts';
import {
  groupOfAnnouncementCohorts,
  staffAnnouncement,
  staffAnnouncementsToReorder,
} from '../../services/community/announcements.ts';
import { conflict } from '../../services/errors.ts';
import { limitDailyEmailRecipients } from '../../services/limits.ts';
import { dailyEmailRecipientsOfGroup } from '../../services/program/settings.ts';
import type { Handlers } from '../register.ts';
import { describeAudit, skipAudit } from '../../data/audit/audit-log.ts';
import { groupOfListed } from '../../services/group-items.ts';

const nameOf = (person: User) => `${person.first_name} ${person.last_name}`.trim() || person.email;

/** The announcement's Markdown as written (plain text reads well), then where it was posted: the group's template or the default. */
export function announcementMail(
  announcement: Pick<Announcement, 'title' | 'body'>,
  origin: string,
  template: MailTemplateText | null = null,
) {
  return renderMail('announcement_email', template, {
    title: announcement.title,
    body: announcement.body,
    link: `${origin}/`,
  });
}

export const announcementHandlers: Handlers<
  'createAnnouncement' | 'updateAnnouncement' | 'deleteAnnouncement' | 'reorderAnnouncements' | 'emailAnnouncement'
> = {
  createAnnouncement: async ({ body, caller }) => {
    const group = await groupOfAnnouncementCohorts(caller, body.cohorts);
    const id = newAnnouncementId();
    const order = orderForNewAnnouncement(await listAnnouncementsOfGroup(group));
    describeAudit({ group, target: `announcements/${id}`, summary: `Created “${body.title}” (${body.display})` });
    await saveAnnouncement({ id, ...announcementFieldsOf(body), order, group, created_at: new Date() });
    return { id };
  },

  updateAnnouncement: async ({ params, body, caller }) => {
    const announcement = await staffAnnouncement(caller, params.id);
    await groupOfAnnouncementCohorts(caller, body.cohorts, announcement.group);
    const changed = { ...announcement, ...announcementFieldsOf(body) };
    const summary = editSummary(announcement.title, changedFields(announcement, changed));
    describeAudit({ group: announcement.group, target: `announcements/${announcement.id}`, summary });
    await saveAnnouncement(changed);
    return { id: announcement.id };
  },

  deleteAnnouncement: async ({ params, caller }) => {
    const announcement = await staffAnnouncement(caller, params.id);
    const summary = `Deleted “${announcement.title}”`;
    describeAudit({ group: announcement.group, target: `announcements/${announcement.id}`, summary });
    await deleteAnnouncement(announcement.id);
    return { id: announcement.id };
  },

  reorderAnnouncements: async ({ body, caller }) => {
    const listed = await staffAnnouncementsToReorder(caller, body.ids);
    const writes = reorderWrites(body.ids, new Map(listed.map((a) => [a.id, a.order] as const)));
    const summary = reorderSummary(body.ids, listed, writes.length);
    describeAudit({ group: groupOfListed(listed), target: 'announcements', summary });
    await writeAnnouncementOrders(writes);
    return { ids: body.ids, moved: writes.length };
  },

  emailAnnouncement: async ({ params, body, caller, origin }) => {
    const announcement = await staffAnnouncement(caller, params.id);
    // A draft, or a timed one outside its window, is not for peers' eyes yet: e-mail would leak it.
    if (!isVisibleToPeer(announcement, new Date())) {
      throw conflict('Peers cannot see this announcement now: e-mail it while it is visible or live');
    }
    const recipients = (await listPeersOfEventCohorts(announcement.cohorts)).filter(
      (p) => p.status === 'confirmed' && wantsEmail(p, 'announcements'),
    );
    if (recipients.length === 0) throw conflict('Nobody to send to: its cohorts have no confirmed peers');
    if (body.preview) skipAudit();
    else {
      const summary = `E-mailed “${announcement.title}” to ${recipients.length} peers`;
      describeAudit({ group: announcement.group, target: `announcements/${announcement.id}`, summary });
      const mail = announcementMail(
        announcement,
        origin,
        await getMailTemplate(announcement.group, 'announcement_email'),
      );
      // The group's daily e-mail limit (docs/emails.md); nothing queued, nothing counted.
      const { group } = announcement;
      const limit = await dailyEmailRecipientsOfGroup(group);
      const giveBack = await limitDailyEmailRecipients(group, recipients.length, limit, new Date());
      try {
        await queueMails(recipients.map((person) => ({ to: [person.email], ...mail })));
      } catch (error) {
        await giveBack();
        throw error;
      }
    }
    return { recipients: recipients.map((person) => ({ id: person.id, name: nameOf(person) })), sent: !body.preview };
  },
};
