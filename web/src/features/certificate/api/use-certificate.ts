/**
 * A peer's issued certificate, live: the listener answers with nothing until the issuing trigger
 * writes it, then with the certificate, so the download appears on an open home the moment a
 * last attendance brings the peer to 100 %.
 */
import type { Certificate } from '@peer-coaching/domain';
import {
  firestore,
  ownCertificateQuery,
  peerCertificateQuery,
  useLiveQueries,
  type LiveResult,
} from '../../../lib/live.ts';

/** Whose certificate: the signed-in peer's own (group null), or a peer of a group the staff member runs. */
export interface CertificateHolder {
  userId: string;
  /** Set when staff look at a peer's certificate: the rules let them read those of their groups. */
  group: string | null;
}

/** The holder's certificate; null data while none is issued. */
export function useCertificate(holder: CertificateHolder | null): LiveResult<Certificate | null> {
  const key = holder ? `certificate:${holder.group ?? 'own'}:${holder.userId}` : null;
  const result = useLiveQueries(key, () => [
    holder!.group
      ? peerCertificateQuery(firestore(), holder!.group, holder!.userId)
      : ownCertificateQuery(firestore(), holder!.userId),
  ]);
  return result.status === 'success' ? { ...result, data: result.data[0] ?? null } : result;
}
