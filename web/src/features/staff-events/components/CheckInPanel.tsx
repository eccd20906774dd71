/**
 * The check-in code, big enough to project: shown on request during the event, replaced by the
 * next code the moment it expires, with a countdown. Check-ins arrive on the roster live.
 */
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CHECK_IN } from '@peer-coaching/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useCheckInCode } from '../api/use-check-in-code.ts';
import { countdownText, secondsUntil } from '../check-in-countdown.ts';

export function CheckInPanel({ eventId }: { eventId: string }) {
  const headingId = useId();
  const [shown, setShown] = useState(false);
  const panel = useRef<HTMLDivElement>(null);

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      ref={panel}
      // Projected full screen: the code in the middle of the screen.
      sx={{
        '&:fullscreen': {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          '& > *': { width: '100%' },
        },
      }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Check-in code
          </Typography>
          {shown ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              {document.fullscreenEnabled && (
                <Button
                  size="small"
                  startIcon={<FullscreenIcon aria-hidden />}
                  onClick={() =>
                    document.fullscreenElement
                      ? void document.exitFullscreen()
                      : void panel.current?.requestFullscreen()
                  }
                >
                  Full screen
                </Button>
              )}
              <Button size="small" onClick={() => setShown(false)}>
                Hide code
              </Button>
            </Box>
          ) : null}
        </Box>
        {!shown ? (
          <>
            <Typography sx={{ color: 'text.secondary', my: 1 }}>
              Show the code to the room: peers enter it in the app to check in. A new code comes every minute.
            </Typography>
            <Button variant="contained" onClick={() => setShown(true)}>
              Show check-in code
            </Button>
          </>
        ) : (
          <LiveCode key={eventId} eventId={eventId} />
        )}
      </CardContent>
    </Card>
  );
}

/** Mounted while the code is shown: hiding it stops the timers, showing it again asks anew. */
function LiveCode({ eventId }: { eventId: string }) {
  const code = useCheckInCode(eventId);
  if (code.status === 'error') {
    return (
      <Alert severity="error" sx={{ mt: 1 }}>
        {code.message}
      </Alert>
    );
  }
  if (code.status === 'loading') {
    return (
      <Box role="status" sx={{ py: 3 }}>
        <Typography sx={{ color: 'text.secondary' }}>Getting the code…</Typography>
      </Box>
    );
  }
  return <ShownCode code={code.code} expiresAt={code.expiresAt} />;
}

function ShownCode({ code, expiresAt }: { code: string; expiresAt: Date }) {
  const [now, setNow] = useState(() => new Date());
  // Only the countdown ticks each second; the next code comes from a timer at expires_at.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = secondsUntil(expiresAt, now);
  const total = CHECK_IN.rotationMs / 1000;
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 1, sm: 2 } }}>
      <Typography
        data-check-in-code={code}
        aria-label={`Code ${code.split('').join(' ')}`}
        sx={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontWeight: 700,
          fontSize: 'clamp(2.75rem, 16vw, 8rem)',
          letterSpacing: '0.12em',
          lineHeight: 1.1,
          // The letter spacing trails the last letter too: pull it back so the code is centred.
          mr: '-0.12em',
          overflowWrap: 'anywhere',
        }}
      >
        {code}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>
        Next code in <time dateTime={`PT${seconds}S`}>{countdownText(seconds)}</time>
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (seconds / total) * 100)}
        aria-hidden
        sx={{ mt: 1, mx: 'auto', maxWidth: 320 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        The previous code still works for a minute.
      </Typography>
    </Box>
  );
}
