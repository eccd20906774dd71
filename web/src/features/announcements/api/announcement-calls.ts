/** The staff's writes on announcements, through the API (which checks role, group and input). The listeners show the result. */
import type { AnnouncementBody } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';

export async function saveAnnouncement(id: string | null, body: AnnouncementBody): Promise<string> {
  const result = id ? await api.updateAnnouncement({ params: { id }, body }) : await api.createAnnouncement({ body });
  return result.id;
}

export const deleteAnnouncement = (id: string) => api.deleteAnnouncement({ params: { id } });

export const reorderAnnouncements = (ids: string[]) => api.reorderAnnouncements({ body: { ids } });

export const emailAnnouncement = (id: string, preview: boolean) =>
  api.emailAnnouncement({ params: { id }, body: { preview } });
