/**
 * The survey builder: title and description, what a submission counts toward, cohorts, timing,
 * make-up sessions, published or not, and the questions; "Preview as a peer" draws the questions
 * with the very field a peer answers in. Validated with the server's schema (surveyBody) as typed;
 * a 400 from the server lands on the field it names. An error never clears what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  inDisplayZone,
  isMakeupKind,
  resolveSurveyWindows,
  SURVEY_ACTIVITIES,
  SURVEY_KIND_LABELS,
  surveyBody,
  type AnswerValue,
  type CalendarEvent,
  type SurveyBody,
  type SurveyTiming,
} from '@peer-coaching/domain';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { FormSelectField, optionsOf } from '../../../components/forms/FormSelectField.tsx';
import { FormErrors, FormTextField, sentence } from '../../../components/forms/FormTextField.tsx';
import { FormCohortsField, type CohortChoice } from '../../../components/forms/FormCohortsField.tsx';
import { SurveyQuestionField } from '../../../components/survey/SurveyQuestionField.tsx';
import { refusalMessage } from '../../../components/forms/refusal.ts';
import { ACTIVITY_LABELS, serverErrors } from '../survey-form.ts';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { TimingEditor } from './TimingEditor.tsx';

export type CohortOption = CohortChoice;

interface SurveyEditorProps {
  mode: 'create' | 'edit';
  initial: SurveyBody;
  cohortOptions: readonly CohortOption[];
  /** The current cohort's events, to say when the timing opens it. */
  cohortEvents: readonly CalendarEvent[] | null;
  cohortName: string | null;
  onSubmit: (body: SurveyBody) => Promise<void>;
  onCancel: () => void;
}

const at = (d: Date) => inDisplayZone(d).format('ddd, MMM D, h:mm A');

/** The timing for the current cohort, in words. */
function timingSummary(timing: SurveyBody['timing'], events: readonly CalendarEvent[] | null, cohort: string | null) {
  const parsed = surveyBody.shape.timing.safeParse(timing);
  if (!parsed.success) return 'Complete the timing to see when it opens.';
  if (timing.type === 'fixed') {
    const windows = resolveSurveyWindows(parsed.data as SurveyTiming, []);
    return windows[0] ? `Open from ${at(windows[0].opens_at)} to ${at(windows[0].closes_at)} (New York).` : '';
  }
  if (!events) return 'Loading the cohort’s calendar…';
  const windows = resolveSurveyWindows(parsed.data as SurveyTiming, events);
  const name = cohort ?? 'the current cohort';
  if (windows.length === 0) return `For ${name}: no such session in its calendar yet, so the survey is not open there.`;
  if (timing.type === 'relative')
    return `For ${name}: open from ${at(windows[0]!.opens_at)} to ${at(windows[0]!.closes_at)} (New York).`;
  const first = windows[0]!;
  return `For ${name}: ${windows.length} ${windows.length === 1 ? 'window' : 'windows'}, the first from ${at(first.opens_at)} to ${at(first.closes_at)} (New York), after "${first.event_title}".`;
}

export function SurveyEditor({
  mode,
  initial,
  cohortOptions,
  cohortEvents,
  cohortName,
  onSubmit,
  onCancel,
}: SurveyEditorProps) {
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [previewAnswers, setPreviewAnswers] = useState<Record<string, AnswerValue | undefined>>({});
  const {
    control,
    handleSubmit,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<SurveyBody>({
    // The schema's timing input is looser than SurveyBody's (its type is checked first), hence the cast.
    resolver: zodResolver(surveyBody, undefined, { raw: true }) as unknown as Resolver<SurveyBody>,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as SurveyBody;
  const makeup = isMakeupKind(values.kind);

  const submit = handleSubmit(
    async (body) => {
      setFormErrors([]);
      try {
        await onSubmit(body);
      } catch (error) {
        const refused = refusalMessage(error);
        if (refused !== null) {
          const known = (path: string) => {
            const top = path.split('.')[0]!;
            return top in initial && !getFieldState(path as FieldPath<SurveyBody>).invalid;
          };
          const mapped = serverErrors(refused, known);
          for (const [path, message] of mapped.fields) {
            setError(path as FieldPath<SurveyBody>, { type: 'server', message }, { shouldFocus: true });
          }
          setFormErrors(mapped.form);
        } else {
          setFormErrors([(error as Error).message || 'The survey could not be saved. Please try again.']);
        }
      }
    },
    () => setTab('edit'),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={mode === 'create' ? 'New survey' : 'Edit survey'}>
      <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ mb: 2 }} aria-label="Builder or preview">
        <Tab value="edit" label="Edit" />
        <Tab value="preview" label="Preview as a peer" />
      </Tabs>
      {tab === 'preview' ? (
        <Card variant="outlined" data-testid="survey-preview">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              {SURVEY_KIND_LABELS[values.kind]} · preview, nothing is saved
            </Typography>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
              {values.title.trim() || 'Untitled survey'}
            </Typography>
            {values.description && (
              <Typography sx={{ mt: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}>
                {values.description}
              </Typography>
            )}
            <Stack spacing={3} sx={{ mt: 3 }}>
              {values.questions.map((q, i) => (
                <SurveyQuestionField
                  key={`${q.id}-${i}`}
                  number={`${i + 1}.`}
                  question={q}
                  value={previewAnswers[q.id]}
                  onChange={(v) => setPreviewAnswers((a) => ({ ...a, [q.id]: v }))}
                />
              ))}
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2.5}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {SURVEY_KIND_LABELS[values.kind]}
                </Typography>
                <FormTextField name="title" control={control} label="Title" required />
                <FormTextField
                  name="description"
                  control={control}
                  label="Introduction for peers (optional)"
                  multiline
                  minRows={2}
                />
                <FormSelectField
                  name="counts_toward"
                  control={control}
                  label="A submission counts toward"
                  fullWidth={false}
                  none={{ value: 'none', label: 'Nothing' }}
                  options={optionsOf(
                    SURVEY_ACTIVITIES.filter((a) => (a === 'check_in') === makeup),
                    ACTIVITY_LABELS,
                  )}
                  helperText="The certificate requirement a submitted answer counts for."
                />
                <FormCohortsField name="cohorts" control={control} options={cohortOptions} />
                {makeup && (
                  <Controller
                    name="makeup_event_kinds"
                    control={control}
                    render={({ field, fieldState }) => (
                      <FormControl component="fieldset" error={Boolean(fieldState.error)} variant="standard">
                        <FormLabel component="legend">Makes up for missed sessions of these kinds</FormLabel>
                        <FormGroup row>
                          {EVENT_KINDS.map((kind) => (
                            <FormControlLabel
                              key={kind}
                              label={EVENT_KIND_LABELS[kind]}
                              control={
                                <Checkbox
                                  checked={field.value.includes(kind)}
                                  onChange={(e) =>
                                    field.onChange(
                                      e.target.checked ? [...field.value, kind] : field.value.filter((k) => k !== kind),
                                    )
                                  }
                                />
                              }
                            />
                          ))}
                        </FormGroup>
                        {fieldState.error && <FormHelperText>{sentence(fieldState.error.message)}</FormHelperText>}
                      </FormControl>
                    )}
                  />
                )}
                <Controller
                  name="published"
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                      label={
                        field.value
                          ? 'Published: peers of these cohorts see it while it is open'
                          : 'Draft: peers do not see it'
                      }
                    />
                  )}
                />
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <TimingEditor
                control={control}
                errors={errors}
                summary={timingSummary(values.timing, cohortEvents, cohortName)}
              />
            </CardContent>
          </Card>
          <QuestionsEditor control={control} listError={errors.questions?.message ?? errors.questions?.root?.message} />
        </Stack>
      )}
      <Box sx={{ mt: 2 }}>
        <FormErrors messages={formErrors} />
        {Object.keys(errors).length > 0 && formErrors.length === 0 && (
          <Alert severity="error" sx={{ mt: 1 }}>
            Some answers need a look: each says what is wrong next to it.
          </Alert>
        )}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{
          justifyContent: 'flex-end',
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          mt: 2,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: 3,
        }}
      >
        <Button onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {mode === 'create' ? 'Create survey' : 'Save changes'}
        </Button>
      </Stack>
    </Box>
  );
}
