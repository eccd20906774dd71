/**
 * One survey question as a peer answers it: short or long text, one choice, several choices, a
 * 1-5 scale or yes/no, with its help text, a required mark and its error. Controlled (value and
 * onChange), so the staff builder's preview and a peer's answer form draw the very same field.
 * Choices are a fieldset with a legend, so a screen reader names the question for each option.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { SURVEY_LIMITS, type AnswerValue, type SurveyQuestion } from '@peer-coaching/domain';
import { useId } from 'react';

interface SurveyQuestionFieldProps {
  question: Pick<SurveyQuestion, 'id' | 'type' | 'label' | 'help' | 'required' | 'options'>;
  /** The answer so far; undefined when none. */
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  /** Shown before the label, e.g. "3." */
  number?: string;
}

const SCALE = Array.from(
  { length: SURVEY_LIMITS.scaleMax - SURVEY_LIMITS.scaleMin + 1 },
  (_, i) => SURVEY_LIMITS.scaleMin + i,
);

export function SurveyQuestionField({
  question,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  number,
}: SurveyQuestionFieldProps) {
  const helpId = useId();
  const label = `${number ? `${number} ` : ''}${question.label || 'Untitled question'}`;
  const helper = error ?? (question.help || undefined);

  if (question.type === 'short_text' || question.type === 'long_text') {
    const long = question.type === 'long_text';
    return (
      <TextField
        label={label}
        required={question.required}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={onBlur}
        multiline={long}
        minRows={long ? 3 : undefined}
        fullWidth
        disabled={disabled}
        error={Boolean(error)}
        helperText={helper}
        slotProps={{ htmlInput: { maxLength: long ? SURVEY_LIMITS.longTextMax : SURVEY_LIMITS.shortTextMax } }}
      />
    );
  }

  const choices: { value: string; label: string }[] =
    question.type === 'scale'
      ? SCALE.map((n) => ({
          value: String(n),
          label: n === SURVEY_LIMITS.scaleMin ? `${n} (low)` : n === SURVEY_LIMITS.scaleMax ? `${n} (high)` : String(n),
        }))
      : question.type === 'yes_no'
        ? [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]
        : question.options.map((o) => ({ value: o, label: o }));

  const legend = (
    <FormLabel component="legend" required={question.required} sx={{ color: 'text.primary', mb: 0.5 }}>
      {label}
    </FormLabel>
  );
  const helperText = helper ? <FormHelperText id={helpId}>{helper}</FormHelperText> : null;

  if (question.type === 'multiple_choice') {
    const picked = Array.isArray(value) ? value : [];
    return (
      <FormControl
        component="fieldset"
        error={Boolean(error)}
        disabled={disabled}
        aria-describedby={helper ? helpId : undefined}
      >
        {legend}
        <FormGroup>
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.value}
              label={choice.label}
              control={
                <Checkbox
                  checked={picked.includes(choice.value)}
                  onBlur={onBlur}
                  onChange={(e) => {
                    const next = e.target.checked
                      ? question.options.filter((o) => o === choice.value || picked.includes(o))
                      : picked.filter((o) => o !== choice.value);
                    onChange(next.length ? next : undefined);
                  }}
                />
              }
            />
          ))}
        </FormGroup>
        {helperText}
      </FormControl>
    );
  }

  const current =
    question.type === 'scale'
      ? typeof value === 'number'
        ? String(value)
        : ''
      : question.type === 'yes_no'
        ? typeof value === 'boolean'
          ? value
            ? 'yes'
            : 'no'
          : ''
        : typeof value === 'string'
          ? value
          : '';
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      disabled={disabled}
      aria-describedby={helper ? helpId : undefined}
    >
      {legend}
      <RadioGroup
        row={question.type !== 'single_choice'}
        value={current}
        onBlur={onBlur}
        onChange={(e) => {
          const v = e.target.value;
          onChange(question.type === 'scale' ? Number(v) : question.type === 'yes_no' ? v === 'yes' : v);
        }}
      >
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} label={choice.label} control={<Radio />} />
        ))}
      </RadioGroup>
      {helperText}
    </FormControl>
  );
}
