import type { ActivityCounts, CertificateSettings } from '@peer-coaching/domain';
import { db } from './firestore.ts';

export async function getGroupSetting(groupId: string, setting: 'certificate'): Promise<CertificateSettings | null> {
  const snapshot = await db.collection('groups').doc(groupId).collection('settings').doc(setting).get();
  return (snapshot.data() as CertificateSettings | undefined) ?? null;
}

export type ActivitiesDoc = ActivityCounts & { user_id: string };

export async function getActivities(userId: string): Promise<ActivitiesDoc | null> {
  const snapshot = await db.collection('activities').doc(userId).get();
  if (!snapshot.exists) return null;
  const { updated_at: _updatedAt, ...counts } = snapshot.data() as ActivitiesDoc & { updated_at?: unknown };
  return counts;
}
