import { certificateSettingsCollection, settingsPath, type CertificateSettings } from '@peer-coaching/domain';
import { converterOf, db } from '../firestore.ts';
import { commitWithAudit } from '../audit/audit-log.ts';

export async function getGroupSetting(groupId: string, setting: 'certificate'): Promise<CertificateSettings | null> {
  const snapshot = await db
    .collection(settingsPath(groupId))
    .withConverter(converterOf(certificateSettingsCollection))
    .doc(setting)
    .get();
  const { id: _id, ...settings } = snapshot.data() ?? { id: setting };
  return snapshot.exists ? (settings as CertificateSettings) : null;
}

/**
 * Replaces a group's engagement requirements. Merged into the document, so whatever else the
 * certificate settings hold (spec: "contents beyond the engagement requirements are not shown")
 * stays; the requirements map itself is replaced whole.
 */
export async function saveEngagementRequirements(
  groupId: string,
  requirements: CertificateSettings['engagement_requirements'],
): Promise<void> {
  const ref = db.collection(settingsPath(groupId)).doc('certificate');
  await commitWithAudit((batch) =>
    batch.set(ref, { engagement_requirements: requirements }, { mergeFields: ['engagement_requirements'] }),
  );
}

export async function groupExists(groupId: string): Promise<boolean> {
  return (await db.collection('groups').doc(groupId).get()).exists;
}
