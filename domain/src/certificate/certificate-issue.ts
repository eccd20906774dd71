/**
 * Issued certificates (docs/certificate-issuing.md): when a peer's progress (spec section 9)
 * reaches 100 %, one certificate is issued. Its id is random and is the verification link's only
 * key; anyone holding the link may learn the name, the program and the day, and nothing else.
 */
import { certificateProgress, isCertificateComplete } from './certificate.ts';
import { DISPLAY_TIMEZONE } from '../constants.ts';
import type { ActivityCounts, EngagementRequirements } from '../model.ts';
import { inDisplayZone } from '../time.ts';

/** 16 random bytes in base64url: 22 characters, 128 bits an attacker would have to guess. */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Whether this peer has earned their certificate: every required activity done (earned >=
 * required, not the rounded percentage, which says 100 a little early), and something required:
 * a group that requires nothing shows 0 % (spec section 9) and issues nothing.
 */
export function hasEarnedCertificate(requirements: EngagementRequirements, counts: ActivityCounts): boolean {
  const progress = certificateProgress(requirements, counts);
  return progress.required > 0 && isCertificateComplete(progress);
}

/** The program as printed and verified: the group's name, e.g. "MGH Peer Coaching Program". */
export function certificateProgramName(groupName: string): string {
  return `${groupName} Peer Coaching Program`;
}

/** The day of issue in New York, as the verification answer gives it: '2026-06-03'. */
export function certificateDay(issuedAt: Date): string {
  return inDisplayZone(issuedAt).format('YYYY-MM-DD');
}

/** The day of issue as printed: 'June 3, 2026'. */
export function certificateDayLong(issuedAt: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIMEZONE, dateStyle: 'long' }).format(issuedAt);
}

/** The verification page of the web app, which the PDF's link and QR code open. */
export const certificateVerifyPath = (id: string) => `/verify/${id}`;

/** The PDF's file name: "Certificate - Łukasz Nowak.pdf" without characters file systems refuse. */
export function certificateFileName(name: string): string {
  const safe = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Certificate - ${safe || 'Peer'}.pdf`;
}
