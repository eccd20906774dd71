/**
 * /verify/:id (public): the page the certificate's link and QR code open. It asks
 * GET /api/public/certificates/:id and says whether the certificate is genuine, with the holder's
 * name, the program and the day of issue, which is all the API tells (docs/certificate-issuing.md).
 * Default export for React.lazy.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { callPublic, PublicApiError } from '../../lib/public-api.ts';
import { longDay } from './long-day.ts';
import { verifyMachine, type VerifiedCertificate, type VerifyFailure } from './machines/verify.machine.ts';

const verifyCertificate = fromPromise<VerifiedCertificate, { id: string }>(async ({ input }) => {
  try {
    return await callPublic('verifyCertificate', { id: input.id });
  } catch (error) {
    const failure: VerifyFailure =
      error instanceof PublicApiError
        ? { status: error.status, message: error.message }
        : { status: 0, message: 'The certificate could not be checked.' };
    throw failure;
  }
});

export default function VerifyCertificatePage() {
  const { id = '' } = useParams();
  const [state, send] = useMachine(verifyMachine.provide({ actors: { verify: verifyCertificate } }), {
    input: { id },
  });
  const { certificate, error } = state.context;
  return (
    <Card component="section" aria-labelledby="verify-title" sx={{ width: '100%', maxWidth: 520 }}>
      <title>Certificate verification · Peer Coaching Program</title>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="verify-title" variant="h5" component="h1" gutterBottom>
          Certificate verification
        </Typography>
        {state.matches('checking') && (
          <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
            <CircularProgress size={20} aria-hidden />
            Checking the certificate…
          </Typography>
        )}
        {state.matches('genuine') && certificate && (
          <div role="status">
            <Alert severity="success" icon={<SealIcon />} sx={{ mb: 2.5 }}>
              <strong>Genuine certificate.</strong> The Peer Coaching Program issued this certificate.
            </Alert>
            <Typography component="dl" sx={{ m: 0, '& dt': { color: 'text.secondary', fontSize: '0.875rem' } }}>
              <dt>Name</dt>
              <Typography component="dd" variant="h6" sx={{ m: 0, mb: 1.5 }}>
                {certificate.name}
              </Typography>
              <dt>Program</dt>
              <Typography component="dd" sx={{ m: 0, mb: 1.5 }}>
                {certificate.program}
              </Typography>
              <dt>Issued</dt>
              <Typography component="dd" sx={{ m: 0 }}>
                <time dateTime={certificate.date}>{longDay(certificate.date)}</time>
              </Typography>
            </Typography>
          </div>
        )}
        {(state.matches('unknown') || state.matches('invalid')) && (
          <Alert severity="error" role="status">
            <strong>Not a certificate of this program.</strong>{' '}
            {state.matches('unknown')
              ? 'No certificate with this id was issued by the Peer Coaching Program.'
              : 'This link does not hold a certificate id. Check that it was copied whole.'}
          </Alert>
        )}
        {state.matches('failed') && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY' })}>
                Try again
              </Button>
            }
          >
            {error ?? 'The certificate could not be checked.'}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** A seal with a check mark (Material Symbols' "verified"), drawn here to need no icon package. */
function SealIcon() {
  return (
    <SvgIcon fontSize="inherit">
      <path d="m23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z" />
    </SvgIcon>
  );
}
