/**
 * The issued certificates' endpoints (docs/certificate-issuing.md): the path parameter, the public
 * verification answer and the PDF download.
 */
import { z } from 'zod';
import { CERTIFICATE_ID_PATTERN } from './certificate-issue.ts';

/** /api/.../certificates/:id: 22 base64url characters; anything else is 400 naming `id`. */
export const certificateParams = z.strictObject({
  id: z.string().regex(CERTIFICATE_ID_PATTERN, 'is not a certificate id (22 letters, digits, - or _)'),
});

/**
 * GET /api/public/certificates/:id: a genuine certificate's holder, program and day of issue
 * (New York, YYYY-MM-DD), and nothing else. An unknown id is 404.
 */
export const verifyCertificateResponse = z.strictObject({
  name: z.string().min(1),
  program: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

const isPdf = (value: unknown) =>
  value instanceof Uint8Array
    ? value[0] === 0x25 && value[1] === 0x50 && value[2] === 0x44 && value[3] === 0x46 // %PDF
    : typeof value === 'string' && value.startsWith('%PDF-');

/** A PDF file: bytes from the handler and in the web client, its text where a test reads it. */
export const pdfResponse = z.custom<Uint8Array>(isPdf, 'must be a PDF file');
