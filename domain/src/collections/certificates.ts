/**
 * certificates/{id}: a certificate issued to a peer who reached 100 % (docs/certificate-issuing.md).
 * The id is random and unguessable: it is the verification link's only key. Written only by the
 * functions (the issuing trigger); the holder and the staff of the group read it.
 *
 * certificate_holders/{userId}: the guard that makes issuing exactly-once. It is created in the
 * same batch as the certificate, with create() (fails if present), so two deliveries racing for
 * one person commit one certificate. Only the functions read it.
 */
import { z } from 'zod';
import { defineCollection } from './define.ts';
import { COLLECTION_PATHS } from './paths.ts';
import { idField, storedDate, type DateSchema } from './fields.ts';

export interface Certificate {
  id: string;
  user_id: string;
  group: string;
  /** The cohort id the peer completed in, and its name as printed. */
  cohort: string;
  cohort_name: string;
  /** The holder's full name at issue, as printed and verified. */
  name: string;
  /** The program: the group's name. */
  program: string;
  issued_at: Date;
}

export const certificateFields = <D extends DateSchema>(date: D) => ({
  user_id: idField,
  group: idField,
  cohort: idField,
  cohort_name: z.string(),
  name: z.string().min(1),
  program: z.string().min(1),
  issued_at: date,
});

export const certificatesCollection = defineCollection<Certificate>(
  COLLECTION_PATHS.certificates,
  z.object(certificateFields(storedDate)),
);

export interface CertificateHolder {
  id: string;
  certificate_id: string;
  issued_at: Date;
}

export const certificateHoldersCollection = defineCollection<CertificateHolder>(
  COLLECTION_PATHS.certificateHolders,
  z.object({ certificate_id: idField, issued_at: storedDate }),
);
