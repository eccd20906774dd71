/**
 * "Your alumni profile": an alumni-community member decides whether the program's people see them
 * and what they see: cohort year, department, interests and how to reach them. Saved to Firestore
 * from the browser (the rules check it), so it is kept while offline and sent when back.
 */
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { alumniProfileInput, type AlumniProfile, type User } from '@peer-coaching/domain';
import { Controller } from 'react-hook-form';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../../components/forms/use-zod-form.ts';
import { useNotify } from '../../../components/Notifications.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { saveAlumniProfile } from '../api/use-alumni.ts';

/** The year the person's program began: their profile's, else the year they joined the app. */
const defaultYear = (user: User, profile: AlumniProfile | null) =>
  profile?.cohort_year ?? user.created_at.getFullYear();

export function OwnProfileCard({ user, profile }: { user: User; profile: AlumniProfile | null }) {
  const notify = useNotify();
  const { control, handleSubmit, submitting, formErrors, setFormErrors } = useZodForm(alumniProfileInput, {
    opted_in: profile?.opted_in ?? false,
    cohort_year: defaultYear(user, profile),
    department: profile?.department ?? user.department,
    interests: profile?.interests ?? '',
    contact: profile?.contact ?? '',
  });
  const submit = handleSubmit(async (input) => {
    setFormErrors([]);
    try {
      await saveAlumniProfile(user, input);
      notify(
        input.opted_in ? 'Saved: you are in the alumni network' : 'Saved: you are not shown in the network',
        'success',
      );
    } catch {
      setFormErrors(['Your profile could not be saved. Please try again.']);
    }
  });
  return (
    <SectionCard title="Your alumni profile">
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        <Controller
          name="opted_in"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Show me in the alumni network"
            />
          )}
        />
        <Typography variant="body2" color="text.secondary">
          While this is off, nobody else sees anything of your profile.
        </Typography>
        <FormTextField
          name="cohort_year"
          control={control}
          label="Cohort year"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField name="department" control={control} label="Department" />
        <FormTextField
          name="interests"
          control={control}
          label="Interests"
          helperText="Separated by commas, e.g. mentoring, quality improvement"
        />
        <FormTextField
          name="contact"
          control={control}
          label="How to reach you"
          helperText="E.g. e-mail, Teams, or a time that suits you"
        />
        <FormErrors messages={formErrors} />
        <div>
          <Button type="submit" variant="contained" loading={submitting}>
            Save profile
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
