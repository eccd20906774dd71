/**
 * The download of an issued certificate, inside the certificate progress card: nothing until the
 * certificate exists, then, live, when it was issued, the PDF button and the verification link.
 * On the peer's home it follows the signed-in peer's own certificate; on /user-view staff see the
 * chosen peer's (ViewedCertificateHolder).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../session/index.ts';
import { useCertificate, type CertificateHolder } from '../api/use-certificate.ts';

const ViewedHolder = createContext<CertificateHolder | null>(null);

/** Staff looking at a peer's home (/user-view): the certificate shown is that peer's. */
export function ViewedCertificateHolder({
  userId,
  group,
  children,
}: {
  userId: string;
  group: string | null;
  children: ReactNode;
}) {
  return <ViewedHolder.Provider value={group ? { userId, group } : null}>{children}</ViewedHolder.Provider>;
}

const issuedDay = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'long' });

export function IssuedCertificate() {
  const viewed = useContext(ViewedHolder);
  const me = useSession((s) => s.context.user);
  const holder = viewed ?? (me?.role === 'peer' ? { userId: me.id, group: null } : null);
  const certificate = useCertificate(holder).data ?? null;
  // Plain state rather than a TanStack mutation: the home's JavaScript budget is tight, and the
  // PDF code (the API call and the file) loads only on the first click.
  const [download, setDownload] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  });
  const save = async () => {
    setDownload({ pending: true, error: null });
    try {
      const { downloadCertificate } = await import('../api/download-certificate.ts');
      await downloadCertificate(certificate!);
      setDownload({ pending: false, error: null });
    } catch (error) {
      setDownload({ pending: false, error: (error as Error).message || 'The certificate could not be downloaded.' });
    }
  };
  if (!certificate) return null;
  const own = !viewed;
  return (
    <Box
      component="section"
      aria-labelledby="issued-certificate-title"
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="issued-certificate-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {own ? 'Your certificate is ready' : 'Certificate issued'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Issued {issuedDay.format(certificate.issued_at)} for the {certificate.program}.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button variant="contained" onClick={() => void save()} disabled={download.pending}>
          {download.pending ? 'Preparing…' : 'Download certificate (PDF)'}
        </Button>
        <Button component={RouterLink} to={`/verify/${certificate.id}`} target="_blank" rel="noopener">
          Verification page
        </Button>
      </Box>
      {download.error && (
        <Typography role="alert" variant="caption" component="p" sx={{ color: 'error.main', mt: 1 }}>
          {download.error}
        </Typography>
      )}
    </Box>
  );
}
