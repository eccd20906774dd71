/**
 * Write a group e-mail (docs/emails.md): who (a cohort, the whole group, or a saved filter and what
 * it is about), subject and body with merge fields, now or at a later time. Preview asks the API
 * who would receive it and each one's merge values; the text is then shown as one recipient at a
 * time reads it, and follows what is typed. A 400 lands on the field it names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GROUP_EMAIL_FIELDS,
  inDisplayZone,
  renderGroupEmail,
  type CalendarEvent,
  type Cohort,
  type Survey,
} from '@peer-coaching/domain';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { FormDateTimeField } from '../../../components/forms/FormDateTimeField.tsx';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormSelectField, optionsOf } from '../../../components/forms/FormSelectField.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { showSaveError, submitWith } from '../../../components/forms/show-save-error.ts';
import { groupEmailCalls } from '../api/group-emails.ts';
import {
  audienceOf,
  COMPOSE_FIELDS,
  COMPOSE_KINDS,
  composeBody,
  composeForm,
  KIND_LABELS,
  TARGET_LABELS,
  type ComposeValues,
} from '../compose-form.ts';

interface Recipient {
  id: string;
  name: string;
  email: string;
  values: Record<string, string>;
}

interface ComposeDialogProps {
  group: { id: string; name: string };
  cohorts: readonly Cohort[];
  defaultCohort: string | null;
  surveys: readonly Survey[];
  /** Past events of the group's cohorts, newest first (the absent filter). */
  events: readonly CalendarEvent[];
  onClose: () => void;
  onSent: (recipients: number, scheduledFor: string | null) => void;
}

export function ComposeDialog({ group, cohorts, defaultCohort, surveys, events, onClose, onSent }: ComposeDialogProps) {
  const [preview, setPreview] = useState<{ label: string; recipients: Recipient[] } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const firstCohort = cohorts.find((c) => c.id === defaultCohort)?.id ?? cohorts[0]?.id ?? '';
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    trigger,
    formState: { isSubmitting },
  } = useForm<ComposeValues, unknown, ComposeValues>({
    resolver: zodResolver(composeForm, undefined, { raw: true }),
    defaultValues: { kind: 'cohort', audience: firstCohort, subject: '', body: '', when: 'now', send_at: '' },
    mode: 'onTouched',
  });
  const kind = useWatch({ control, name: 'kind' });
  const when = useWatch({ control, name: 'when' });

  const targets = useMemo((): { id: string; label: string }[] => {
    switch (kind) {
      case 'cohort':
      case 'at_risk':
        return cohorts.map((c) => ({ id: c.id, label: c.name }));
      case 'group':
        return [{ id: group.id, label: group.name }];
      case 'survey_non_respondents':
        return surveys.map((s) => ({ id: s.id, label: s.title }));
      case 'event_absent':
        return events.map((e) => ({
          id: e.id,
          label: `${e.title}, ${inDisplayZone(e.start_date).format('MMM D, YYYY')}`,
        }));
    }
  }, [kind, cohorts, group, surveys, events]);

  const showPreview = async () => {
    if (!(await trigger('audience'))) return;
    const { kind: k, audience } = getValues();
    setFormErrors([]);
    setPreviewing(true);
    try {
      setPreview(await groupEmailCalls.preview(audienceOf(k, audience)));
    } catch (error) {
      showSaveError(error, {
        fields: COMPOSE_FIELDS,
        setError,
        setFormErrors,
        fallback: 'The preview could not be loaded. Please try again.',
        focus: false,
      });
    } finally {
      setPreviewing(false);
    }
  };

  const send = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: COMPOSE_FIELDS, fallback: 'The e-mail could not be sent. Please try again.', focus: false },
    async (values) => {
      const body = composeBody(values);
      const result = await groupEmailCalls.send(body);
      onSent(result.recipients, body.send_at);
    },
  );

  return (
    <FormDialog
      title="Write a group e-mail"
      submitLabel={when === 'later' ? 'Schedule' : 'Send'}
      onSubmit={send}
      onClose={onClose}
      submitting={isSubmitting}
      submitDisabled={preview?.recipients.length === 0}
      secondaryActions={
        <Button onClick={showPreview} disabled={isSubmitting} loading={previewing} variant="outlined">
          Preview
        </Button>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 0.5 }}>
        <FormSelectField
          name="kind"
          control={control}
          label="To"
          options={optionsOf(COMPOSE_KINDS, KIND_LABELS)}
          onPicked={(next) => {
            const keep = (next === 'cohort' || next === 'at_risk') && (kind === 'cohort' || kind === 'at_risk');
            if (!keep)
              setValue(
                'audience',
                next === 'group' ? group.id : next === 'cohort' || next === 'at_risk' ? firstCohort : '',
              );
            setPreview(null);
          }}
        />
        <FormSelectField
          name="audience"
          control={control}
          label={TARGET_LABELS[kind]}
          options={targets.map((t) => ({ value: t.id, label: t.label }))}
          helperText={targets.length === 0 ? `No ${TARGET_LABELS[kind].toLowerCase()} to choose from yet` : undefined}
          onPicked={() => setPreview(null)}
        />
        <FormTextField name="subject" control={control} label="Subject" required />
        <FormTextField
          name="body"
          control={control}
          label="Message"
          required
          multiline
          minRows={6}
          helperText="Plain text. Merge fields are filled for each recipient."
        />
        <MergeFields />
        <Controller
          name="when"
          control={control}
          render={({ field }) => (
            <RadioGroup {...field} row aria-label="When">
              <FormControlLabel value="now" control={<Radio />} label="Send now" />
              <FormControlLabel value="later" control={<Radio />} label="Send at a later time" />
            </RadioGroup>
          )}
        />
        {when === 'later' && <FormDateTimeField name="send_at" control={control} label="Send at (New York time)" />}
        <FormErrors messages={formErrors} />
        {preview && <PreviewPanel preview={preview} control={control} />}
      </Stack>
    </FormDialog>
  );
}

function MergeFields() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: -1 }}>
      {Object.entries(GROUP_EMAIL_FIELDS).map(([name, field]) => (
        <Chip key={name} size="small" variant="outlined" label={`{${name}}`} title={field.label} />
      ))}
      <Typography variant="caption" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
        first name, cohort, next event on their calendar
      </Typography>
    </Stack>
  );
}

/** The message as one recipient reads it (plain text), for each recipient in turn. */
function PreviewPanel({
  preview,
  control,
}: {
  preview: { label: string; recipients: Recipient[] };
  control: Control<ComposeValues>;
}) {
  const headingId = useId();
  const [picked, setPicked] = useState(preview.recipients[0]?.id ?? '');
  const subject = useWatch({ control, name: 'subject' });
  const body = useWatch({ control, name: 'body' });
  const { recipients } = preview;
  const recipient = recipients.find((r) => r.id === picked) ?? recipients[0];
  const mail = recipient ? renderGroupEmail({ subject, body }, recipient.values) : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Preview
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }} role="status">
        {recipients.length === 0
          ? `${preview.label}: nobody matches yet, nothing would be sent.`
          : `${preview.label}: ${recipients.length} ${recipients.length === 1 ? 'recipient' : 'recipients'}, one e-mail each.`}
      </Typography>
      {recipient && mail && (
        <>
          <TextField
            select
            size="small"
            label="As received by"
            value={recipient.id}
            onChange={(e) => setPicked(e.target.value)}
            fullWidth
            sx={{ mb: 1.5 }}
          >
            {recipients.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name} ({r.email})
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {mail.subject || '(no subject yet)'}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {mail.text || '(no message yet)'}
          </Typography>
        </>
      )}
    </Paper>
  );
}
