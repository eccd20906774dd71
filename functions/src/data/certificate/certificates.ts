/** certificates/{id} and their exactly-once guard certificate_holders/{userId} (docs/certificate-issuing.md). */
import {
  certificateHoldersCollection,
  certificatesCollection,
  cohortsCollection,
  groupsCollection,
  type Certificate,
  type Cohort,
  type Group,
} from '@peer-coaching/domain';
import { randomBytes } from 'node:crypto';
import { collectionOf, db } from '../firestore.ts';

/** The id of the certificate issued to this person, or null if none was issued. */
export async function findCertificateId(userId: string): Promise<string | null> {
  const snapshot = await collectionOf(certificatesCollection).where('user_id', '==', userId).select().limit(1).get();
  return snapshot.empty ? null : snapshot.docs[0]!.id;
}

export async function getCertificate(id: string): Promise<Certificate | null> {
  const snapshot = await collectionOf(certificatesCollection).doc(id).get();
  return snapshot.data() ?? null;
}

/** The certificate id the guard holds for this person, or null (one read by id). */
export async function certificateIdOfHolder(userId: string): Promise<string | null> {
  const snapshot = await collectionOf(certificateHoldersCollection).doc(userId).get();
  return snapshot.data()?.certificate_id ?? null;
}

/** The group and cohort a certificate names. */
export async function groupAndCohort(groupId: string, cohortId: string): Promise<[Group | null, Cohort | null]> {
  const [group, cohort] = await Promise.all([
    collectionOf(groupsCollection).doc(groupId).get(),
    collectionOf(cohortsCollection).doc(cohortId).get(),
  ]);
  return [group.data() ?? null, cohort.data() ?? null];
}

/** 16 random bytes, base64url: 22 characters (CERTIFICATE_ID_PATTERN). */
export const newCertificateId = () => randomBytes(16).toString('base64url');

/** gRPC ALREADY_EXISTS: create() of a document that is there. */
const ALREADY_EXISTS = 6;

/**
 * Issues a certificate unless this person already holds one: the certificate and the guard
 * certificate_holders/{user_id} are created in one batch with create(), which fails if the guard
 * exists, so of two deliveries racing for the same person exactly one commits and the other learns
 * the winner's id. Returns the id of the person's certificate and whether this call issued it.
 */
export async function issueCertificate(
  fields: Omit<Certificate, 'id'>,
  id = newCertificateId(),
): Promise<{ id: string; issued: boolean }> {
  const batch = db.batch();
  batch.create(db.collection(certificateHoldersCollection.path).doc(fields.user_id), {
    certificate_id: id,
    issued_at: fields.issued_at,
  });
  batch.create(db.collection(certificatesCollection.path).doc(id), { ...fields });
  try {
    await batch.commit();
    return { id, issued: true };
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    const existing = await certificateIdOfHolder(fields.user_id);
    if (!existing) throw error;
    return { id: existing, issued: false };
  }
}

/** Ids of the people whose activities count in this group (their current group). */
export async function activityHolderIdsOfGroup(groupId: string): Promise<string[]> {
  const snapshot = await db.collection('activities').where('group', '==', groupId).select().get();
  return snapshot.docs.map((d) => d.id);
}
