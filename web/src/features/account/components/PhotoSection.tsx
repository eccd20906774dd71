/**
 * "Photo": the person's picture, shown next to what they write in the discussion. Choose an image
 * (JPEG, PNG, WebP or GIF, up to 10 MB): it is cut to a centred square and made small in the
 * browser, then saved; or remove it (initials stand in).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { photoFileProblem, type User } from '@peer-coaching/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { PersonAvatar } from '../../../components/avatar/PersonAvatar.tsx';
import { useNotify } from '../../../components/Notifications.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { removePhoto, savePhoto, thumbnail, useOwnPhoto } from '../api/profile-photo.ts';

export function PhotoSection({ user }: { user: User }) {
  const notify = useNotify();
  const inputId = useId();
  const messageId = useId();
  const photo = useOwnPhoto(user.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = photoFileProblem(file);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      await savePhoto(user.id, await thumbnail(file));
      notify('Photo saved', 'success');
    } catch {
      setProblem('This image could not be read. Choose another one.');
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await removePhoto(user.id);
      notify('Photo removed', 'success');
    } catch {
      notify('Your photo could not be removed. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };

  const current = photo.data?.data_url ?? null;
  return (
    <SectionCard title="Photo" busy={photo.status === 'loading'}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PersonAvatar firstName={user.first_name} lastName={user.last_name} photo={current} size={72} />
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" htmlFor={inputId} loading={busy}>
              {current ? 'Change photo' : 'Choose a photo'}
              <input
                id={inputId}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                aria-describedby={messageId}
                hidden
                onChange={(e) => void choose(e)}
              />
            </Button>
            {current && (
              <Button color="error" onClick={() => void remove()} disabled={busy}>
                Remove photo
              </Button>
            )}
          </Stack>
          <Typography
            id={messageId}
            variant="body2"
            role={problem ? 'alert' : undefined}
            sx={{ color: problem ? 'error.main' : 'text.secondary' }}
          >
            {problem ?? 'JPEG, PNG, WebP or GIF, up to 10 MB; shown as a small square.'}
          </Typography>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
