import type { CertificateSettings } from '@peer-coaching/domain';
import { db } from './firestore.ts';

export async function getGroupSetting(groupId: string, setting: 'certificate'): Promise<CertificateSettings | null> {
  const snapshot = await db.collection('groups').doc(groupId).collection('settings').doc(setting).get();
  return (snapshot.data() as CertificateSettings | undefined) ?? null;
}
