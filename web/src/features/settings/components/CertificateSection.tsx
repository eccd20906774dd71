/**
 * The certificate section of /settings: the seven engagement requirements of a group (spec
 * section 3), checked by the server's own schema as they are typed. A refused save puts the
 * server's message on its field; nothing typed is lost. Saving moves every open page's progress
 * (they follow the settings document live).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  certificateProgress,
  emptyActivityCounts,
  isBooleanActivity,
  PREDICTION_TYPE_ORDER,
  type ActivityType,
  type EngagementRequirements,
} from '@peer-coaching/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useNotify } from '../../../components/Notifications.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { refusalMessage } from '../../../components/forms/refusal.ts';
import {
  formValuesOf,
  mapRequirementErrors,
  requirementFormSchema,
  type RequirementFormValues,
} from '../requirement-form.ts';

export const REQUIREMENT_NAMES: Record<ActivityType, string> = {
  kickoff: 'Kickoff',
  check_in: 'Check-ins',
  completion: 'Completion',
  office_hours: 'Office hours',
  reflection: 'Reflections',
  kickoff_response: 'Kickoff response',
  program_eval: 'Program evaluation',
};

const COUNTED = PREDICTION_TYPE_ORDER.filter((type) => !isBooleanActivity(type));
const MAXIMA = COUNTED.map((type) => `${type}.value_max` as const);
const MINIMA = COUNTED.map((type) => `${type}.value_min` as const);

interface CertificateSectionProps {
  groupName: string;
  /** The stored requirements, or the spec's defaults when the group has none yet. */
  initial: EngagementRequirements;
  /** True when the group has no requirements stored yet. */
  isNew: boolean;
  onSave: (requirements: EngagementRequirements) => Promise<EngagementRequirements>;
  /** Reports unsaved changes (the page keeps the group while there are some). */
  onDirtyChange: (dirty: boolean) => void;
}

export function CertificateSection({ groupName, initial, isNew, onSave, onDirtyChange }: CertificateSectionProps) {
  const notify = useNotify();
  const headingId = useId();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    trigger,
    formState: { isDirty, isSubmitting },
  } = useForm<RequirementFormValues>({
    // The typed text stays the form's value; the server's schema checks it (requirement-form.ts).
    resolver: zodResolver(requirementFormSchema, undefined, { raw: true }),
    defaultValues: formValuesOf(initial),
    mode: 'onChange',
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // A minimum's message depends on its maximum: a changed maximum checks the minimums again.
  const maxima = useWatch({ control, name: MAXIMA }).join();
  const firstMaxima = useRef(maxima);
  useEffect(() => {
    if (maxima !== firstMaxima.current) void trigger(MINIMA);
  }, [maxima, trigger]);

  const submit = handleSubmit(async (values) => {
    setFormErrors([]);
    const requirements = requirementFormSchema.parse(values);
    try {
      const saved = await onSave(requirements);
      reset(formValuesOf(saved));
      notify(`Certificate requirements of ${groupName} saved`, 'success');
    } catch (error) {
      const refused = refusalMessage(error);
      if (refused !== null) {
        const mapped = mapRequirementErrors(refused);
        for (const [field, message] of Object.entries(mapped.fields)) {
          setError(field as `check_in.value_min`, { type: 'server', message }, { shouldFocus: true });
        }
        setFormErrors(mapped.form);
      } else {
        setFormErrors([(error as Error).message || 'The requirements could not be saved. Please try again.']);
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Certificate requirements
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        What a participant of {groupName} must do. The minimum of each activity counts toward the total; attending more
        counts too, up to the maximum. Participants see their progress change as soon as you save.
      </Typography>
      {isNew && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {groupName} has no certificate requirements yet: every value starts empty or zero.
        </Alert>
      )}
      <Stack spacing={2}>
        {PREDICTION_TYPE_ORDER.map((type) => (
          <RequirementFields key={type} type={type} control={control} />
        ))}
      </Stack>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          mt: 2,
          py: 1.5,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <FormErrors messages={formErrors} />
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: formErrors.length ? 1.5 : 0 }}
        >
          <RequiredTotal control={control} />
          <Box sx={{ flexGrow: 1 }} />
          <Button disabled={!isDirty || isSubmitting} onClick={() => reset()}>
            Discard changes
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting} loading={isSubmitting}>
            Save requirements
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/** One requirement's fields: title, minimum and maximum, value, note; a yes/no switch for two of them. */
function RequirementFields({ type, control }: { type: ActivityType; control: Control<RequirementFormValues> }) {
  const headingId = useId();
  const yesNo = isBooleanActivity(type);
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-labelledby={headingId}
      data-requirement={type}
      sx={{ p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}
    >
      <Typography id={headingId} component="legend" variant="subtitle1" sx={{ fontWeight: 700, px: 0.5 }}>
        {REQUIREMENT_NAMES[type]}{' '}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
          {type}
        </Typography>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mt: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: yesNo ? '2fr 1fr' : '2fr 1fr 1fr 2fr' },
        }}
      >
        <FormTextField
          name={`${type}.title`}
          control={control}
          label="Title"
          size="small"
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        {yesNo ? (
          <Controller
            name={`${type}.value`}
            control={control}
            render={({ field }) => (
              <FormControlLabel
                sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
                control={
                  <Switch
                    checked={field.value === true}
                    onChange={(e) => field.onChange(e.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
                label={field.value === true ? 'Required: yes' : 'Required: no'}
              />
            )}
          />
        ) : (
          <>
            <FormTextField
              name={`${type}.value_min`}
              control={control}
              label="Minimum"
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-field': 'value_min' } }}
            />
            <FormTextField
              name={`${type}.value_max`}
              control={control}
              label="Maximum"
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-field': 'value_max' } }}
            />
            <FormTextField
              name={`${type}.value`}
              control={control}
              label="Value"
              size="small"
              helperText="Free text kept with the requirement"
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            />
          </>
        )}
        <FormTextField
          name={`${type}.user_note`}
          control={control}
          label="Note to participants"
          size="small"
          multiline
          minRows={1}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
    </Paper>
  );
}

/** What the requirements add up to (section 9's required total), while every field is valid. */
function RequiredTotal({ control }: { control: Control<RequirementFormValues> }) {
  const values = useWatch({ control });
  const parsed = requirementFormSchema.safeParse(values);
  if (!parsed.success) {
    return (
      <Typography variant="body2" sx={{ color: 'error.main' }} role="status">
        Some values need fixing before you can save.
      </Typography>
    );
  }
  const { required } = certificateProgress(parsed.data, emptyActivityCounts());
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status" data-required-total={required}>
      Required total: {required} {required === 1 ? 'activity' : 'activities'}
    </Typography>
  );
}
