/**
 * "E-mails": one switch per kind of e-mail the program sends (domain EMAIL_KINDS), saved as it is
 * flipped (never disabled meanwhile, which would take the keyboard focus away; each save merges
 * one kind, so quick flips all stand). A failed save flips it back and says so.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { EMAIL_KIND_LABELS, EMAIL_KINDS, emailPreferencesOf, type EmailKind, type User } from '@peer-coaching/domain';
import { useState } from 'react';
import { useNotify } from '../../../components/Notifications.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { saveEmailChoice } from '../api/account-actions.ts';

export function EmailChoicesSection({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const notify = useNotify();
  const [choices, setChoices] = useState(() => emailPreferencesOf(user));

  const flip = async (kind: EmailKind, on: boolean) => {
    setChoices((current) => ({ ...current, [kind]: on }));
    try {
      const saved = await saveEmailChoice(user.id, kind, on);
      onSaved({ ...user, email_preferences: saved });
      notify(`${EMAIL_KIND_LABELS[kind].label}: ${on ? 'on' : 'off'}`, 'success');
    } catch {
      setChoices((current) => ({ ...current, [kind]: !on }));
      notify('Your choice could not be saved. Please try again.', 'error');
    }
  };

  return (
    <SectionCard title="E-mails">
      <Typography sx={{ mb: 1 }}>
        Choose what the program e-mails you. Invitations, sign-in links and messages staff write to you always arrive.
      </Typography>
      <FormGroup>
        {EMAIL_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            sx={{ alignItems: 'flex-start', my: 0.5 }}
            control={
              <Switch
                checked={choices[kind]}
                onChange={(_, on) => void flip(kind, on)}
                slotProps={{ input: { 'aria-describedby': `email-hint-${kind}` } }}
              />
            }
            label={
              <>
                <Typography sx={{ pt: 1 }}>{EMAIL_KIND_LABELS[kind].label}</Typography>
                <Typography id={`email-hint-${kind}`} variant="body2" sx={{ color: 'text.secondary' }}>
                  {EMAIL_KIND_LABELS[kind].hint}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </SectionCard>
  );
}
