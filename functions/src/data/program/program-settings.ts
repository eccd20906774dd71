/** groups/{group}/settings/program: a group's program name, contact and reminder schedule (docs/settings.md). */
import { settingsPath, type ProgramSettings } from '@peer-coaching/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../firestore.ts';
import { commitWithAudit } from '../audit/audit-log.ts';

const programDoc = (group: string) => db.collection(settingsPath(group)).doc('program');

export interface StoredProgramSettings {
  data: Record<string, unknown>;
  updated_at: Date | null;
}

/** The stored document as it is (checked by the caller), or null when the group has none. */
export async function readProgramSettings(group: string): Promise<StoredProgramSettings | null> {
  const snapshot = await programDoc(group).get();
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  return { data, updated_at: data.updated_at instanceof Timestamp ? data.updated_at.toDate() : null };
}

export async function writeProgramSettings(group: string, settings: ProgramSettings, by: string): Promise<void> {
  const fields = { ...settings, updated_by: by, updated_at: FieldValue.serverTimestamp() };
  await commitWithAudit((batch) => batch.set(programDoc(group), fields));
}

/** The program settings documents of these groups (one read each), by group. */
export async function readProgramSettingsOf(groups: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const unique = [...new Set(groups)];
  if (unique.length === 0) return new Map();
  const snapshots = await db.getAll(...unique.map(programDoc));
  return new Map(
    unique.flatMap((group, i) => (snapshots[i]?.exists ? [[group, snapshots[i].data() ?? {}] as const] : [])),
  );
}

export async function groupName(group: string): Promise<string | null> {
  const snapshot = await db.collection('groups').doc(group).get();
  return snapshot.exists ? String(snapshot.data()?.name ?? group) : null;
}
