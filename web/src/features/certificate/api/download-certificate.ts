/** The certificate's PDF, from GET /api/user/certificates/:id/pdf, saved under the holder's name. */
import { certificateFileName } from '@peer-coaching/domain';
import { api } from '../../../lib/api.ts';

export async function downloadCertificate(certificate: { id: string; name: string }): Promise<void> {
  const pdf = await api.certificatePdf({ params: { id: certificate.id } });
  const url = URL.createObjectURL(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = certificateFileName(certificate.name);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the object URL can go after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
