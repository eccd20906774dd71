/**
 * Issued certificates (docs/certificate-issuing.md): anyone holding a certificate's id (the link
 * and QR code printed on it) learns whether it is genuine, with the holder's name, the program and
 * the day, and nothing else; its holder and the staff of its group download the PDF, made from the
 * stored certificate on each download.
 */
import { certificateDay, certificateVerifyPath, isStaff, staffesGroup } from '@peer-coaching/domain';
import { getCertificate } from '../../data/certificate/certificates.ts';
import { notAllowed, notFound } from '../../services/errors.ts';
import type { Handlers } from '../register.ts';

const NO_CERTIFICATE = 'No certificate with this id: it was not issued by this program';

export const issuedCertificateHandlers: Handlers<'verifyCertificate' | 'certificatePdf'> = {
  verifyCertificate: async ({ params }) => {
    const certificate = await getCertificate(params.id);
    if (!certificate) throw notFound(NO_CERTIFICATE);
    return { name: certificate.name, program: certificate.program, date: certificateDay(certificate.issued_at) };
  },

  certificatePdf: async ({ params, caller, origin }) => {
    const certificate = await getCertificate(params.id);
    if (!certificate) throw notFound(NO_CERTIFICATE);
    const allowed = isStaff(caller) ? staffesGroup(caller, certificate.group) : certificate.user_id === caller.id;
    if (!allowed) throw notAllowed('You may only download your own certificate, or those of the groups you run');
    // pdfkit and qrcode load on the first download, not with every cold start (docs/deploy.md).
    const { certificatePdf } = await import('../../services/certificate/certificate-pdf.ts');
    return certificatePdf(certificate, `${origin}${certificateVerifyPath(certificate.id)}`);
  },
};
