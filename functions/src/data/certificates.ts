/** certificates/{id} and their exactly-once guard certificate_holders/{userId} (docs/certificate-issuing.md). */
import { certificatesCollection } from '@peer-coaching/domain';
import { collectionOf } from './firestore.ts';

/** The id of the certificate issued to this person, or null if none was issued. */
export async function findCertificateId(userId: string): Promise<string | null> {
  const snapshot = await collectionOf(certificatesCollection).where('user_id', '==', userId).select().limit(1).get();
  return snapshot.empty ? null : snapshot.docs[0]!.id;
}
