/**
 * When a survey is open: fixed dates (New York pickers), or on each cohort's timeline: between two
 * points ("closes 14 days after the first kickoff's start, at 23:59") or once per event ("opens
 * when each coaching session ends, for 7 days"). Below, what that means for the current cohort,
 * read from its calendar.
 */
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  type EventKind,
  type SurveyBody,
  type SurveyTimingBody,
} from '@peer-coaching/domain';
import { Controller, useWatch, type Control, type FieldErrors, type FieldPath } from 'react-hook-form';
import type { ReactNode } from 'react';
import { FormDateTimeField } from '../../../components/forms/FormDateTimeField.tsx';
import { sentence } from '../../../components/forms/FormTextField.tsx';
import { timingOfType } from '../survey-form.ts';

interface TimingEditorProps {
  control: Control<SurveyBody>;
  errors: FieldErrors<SurveyBody>;
  /** What the timing gives for the current cohort, in words (or why nothing). */
  summary: string;
}

const errorAt = (errors: FieldErrors<SurveyBody>, path: string): string | undefined => {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return sentence((node as { message?: string } | undefined)?.message);
};

export function TimingEditor({ control, errors, summary }: TimingEditorProps) {
  const type = useWatch({ control, name: 'timing.type' });
  return (
    <Box component="section" aria-labelledby="survey-timing-heading">
      <Typography id="survey-timing-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        When it is open
      </Typography>
      <Controller
        name="timing"
        control={control}
        render={({ field }) => (
          <FormControl component="fieldset">
            <FormLabel
              component="legend"
              sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
            >
              Timing
            </FormLabel>
            <RadioGroup
              value={field.value.type}
              onChange={(e) => field.onChange(timingOfType(e.target.value as SurveyTimingBody['type'], new Date()))}
            >
              <FormControlLabel value="fixed" control={<Radio />} label="Fixed dates" />
              <FormControlLabel value="relative" control={<Radio />} label="On each cohort's timeline" />
              <FormControlLabel value="per_event" control={<Radio />} label="After each session of a kind" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <Box sx={{ mt: 1.5 }}>
        {type === 'fixed' && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormDateTimeField name="timing.opens_at" control={control} label="Opens" />
            <FormDateTimeField name="timing.closes_at" control={control} label="Closes" />
          </Box>
        )}
        {type === 'relative' && (
          <Stack spacing={2}>
            <PointEditor control={control} errors={errors} which="opens" label="Opens" />
            <PointEditor control={control} errors={errors} which="closes" label="Closes" />
          </Stack>
        )}
        {type === 'per_event' && (
          <Stack spacing={2}>
            <SelectorFields control={control} errors={errors} base="timing.events" legend="For each session" />
            <Fieldset legend="Opens">
              <OffsetRow control={control} errors={errors} base="timing.opens" />
            </Fieldset>
            <Fieldset legend="Closes">
              <OffsetRow control={control} errors={errors} base="timing.closes" />
            </Fieldset>
          </Stack>
        )}
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1.5, color: 'text.secondary' }} data-testid="timing-summary">
        {summary}
      </Typography>
    </Box>
  );
}

function PointEditor({
  control,
  errors,
  which,
  label,
}: {
  control: Control<SurveyBody>;
  errors: FieldErrors<SurveyBody>;
  which: 'opens' | 'closes';
  label: string;
}) {
  const base = `timing.${which}`;
  return (
    <Fieldset legend={label}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '120px 1fr 1fr' } }}>
        <SelectField
          control={control}
          errors={errors}
          name={`${base}.which`}
          label="Which"
          options={[
            ['first', 'First'],
            ['last', 'Last'],
          ]}
        />
        <SessionFilterFields control={control} errors={errors} base={base} />
      </Box>
      <OffsetRow control={control} errors={errors} base={base} />
    </Fieldset>
  );
}

function SelectorFields({
  control,
  errors,
  base,
  legend,
}: {
  control: Control<SurveyBody>;
  errors: FieldErrors<SurveyBody>;
  base: string;
  legend: string;
}) {
  return (
    <Fieldset legend={legend}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SessionFilterFields control={control} errors={errors} base={base} />
      </Box>
    </Fieldset>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5, fontWeight: 700 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

const SESSION_KIND_OPTIONS = EVENT_KINDS.map((k) => [k, EVENT_KIND_LABELS[k as EventKind]] as const);

/** Which sessions: their kind, and words their title must contain. */
function SessionFilterFields({
  control,
  errors,
  base,
}: {
  control: Control<SurveyBody>;
  errors: FieldErrors<SurveyBody>;
  base: string;
}) {
  return (
    <>
      <SelectField
        control={control}
        errors={errors}
        name={`${base}.event_kind`}
        label="Session kind"
        options={SESSION_KIND_OPTIONS}
      />
      <TitleFilter control={control} errors={errors} name={`${base}.title_includes`} />
    </>
  );
}

/** "[days] days after its [start|end], at [HH:mm | its own time]". */
function OffsetRow({
  control,
  errors,
  base,
}: {
  control: Control<SurveyBody>;
  errors: FieldErrors<SurveyBody>;
  base: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: '120px 1fr 1fr' } }}>
      <Controller
        name={`${base}.days` as FieldPath<SurveyBody>}
        control={control}
        render={({ field }) => (
          <TextField
            label="Days after"
            type="number"
            size="small"
            value={Number.isFinite(field.value as number) ? field.value : ''}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
            error={Boolean(errorAt(errors, `${base}.days`))}
            helperText={errorAt(errors, `${base}.days`) ?? 'Negative: before'}
            slotProps={{ htmlInput: { step: 1 } }}
          />
        )}
      />
      <SelectField
        control={control}
        errors={errors}
        name={`${base}.edge`}
        label="Of its"
        options={[
          ['start', 'Start'],
          ['end', 'End'],
        ]}
      />
      <Controller
        name={`${base}.at` as FieldPath<SurveyBody>}
        control={control}
        render={({ field }) => (
          <TextField
            label="At (New York)"
            type="time"
            size="small"
            value={(field.value as string | null) ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
            error={Boolean(errorAt(errors, `${base}.at`))}
            helperText={errorAt(errors, `${base}.at`) ?? 'Empty: the session’s own time'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
    </Box>
  );
}

function SelectField({
  control,
  errors,
  name,
  label,
  options,
}: {
  control: Control<SurveyBody>;
  errors: FieldErrors<SurveyBody>;
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Controller
      name={name as FieldPath<SurveyBody>}
      control={control}
      render={({ field }) => (
        <TextField
          select
          size="small"
          label={label}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(errorAt(errors, name))}
          helperText={errorAt(errors, name)}
        >
          {options.map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function TitleFilter({
  control,
  errors,
  name,
}: {
  control: Control<SurveyBody>;
  errors: FieldErrors<SurveyBody>;
  name: string;
}) {
  return (
    <Controller
      name={name as FieldPath<SurveyBody>}
      control={control}
      render={({ field }) => (
        <TextField
          size="small"
          label="Title contains (optional)"
          value={(field.value as string | null) ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value === '' ? null : e.target.value)}
          error={Boolean(errorAt(errors, name))}
          helperText={errorAt(errors, name)}
        />
      )}
    />
  );
}
