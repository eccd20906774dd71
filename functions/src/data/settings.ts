import { certificateSettingsCollection, settingsPath, type CertificateSettings } from '@peer-coaching/domain';
import { converterOf, db } from './firestore.ts';

export async function getGroupSetting(groupId: string, setting: 'certificate'): Promise<CertificateSettings | null> {
  const snapshot = await db
    .collection(settingsPath(groupId))
    .withConverter(converterOf(certificateSettingsCollection))
    .doc(setting)
    .get();
  const { id: _id, ...settings } = snapshot.data() ?? { id: setting };
  return snapshot.exists ? (settings as CertificateSettings) : null;
}
