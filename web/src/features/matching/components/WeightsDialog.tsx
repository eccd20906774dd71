/**
 * The weights editor (MATCHING_WEIGHT_*): whole points from −10 to 10 per part of the score,
 * checked as typed with the API's own field rules; submitting matches (or re-runs the draft, its
 * locks kept) with them. A refusal lands on its field and nothing typed is lost.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_MATCHING_WEIGHTS,
  MATCHING_WEIGHT_KEYS,
  MATCHING_WEIGHT_LABELS,
  MATCHING_WEIGHT_LIMITS,
  type MatchingWeightKey,
  type MatchingWeights,
} from '@peer-coaching/domain';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/forms/FormDialog.tsx';
import { FormErrors, FormTextField } from '../../../components/forms/FormTextField.tsx';
import { submitWith } from '../../../components/forms/show-save-error.ts';

const { min, max } = MATCHING_WEIGHT_LIMITS;
/** Typed as text, checked as the API checks it (a whole number within the limits), sent as a number. */
const weightField = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .regex(/^[-−]?\d+$/, 'must be a whole number')
  .refine((text) => toNumber(text) >= min, `must be at least ${min}`)
  .refine((text) => toNumber(text) <= max, `must be at most ${max}`);
const weightsForm = z.object({
  weights: z.object(
    Object.fromEntries(MATCHING_WEIGHT_KEYS.map((key) => [key, weightField])) as Record<
      MatchingWeightKey,
      typeof weightField
    >,
  ),
});
type WeightsInput = z.input<typeof weightsForm>;
function toNumber(text: string) {
  return Number(text.trim().replace('−', '-'));
}
const asText = (weights: MatchingWeights) =>
  Object.fromEntries(MATCHING_WEIGHT_KEYS.map((key) => [key, String(weights[key])])) as WeightsInput['weights'];
const FIELDS = MATCHING_WEIGHT_KEYS.map((key) => `weights.${key}` as const);

interface WeightsDialogProps {
  initial: MatchingWeights;
  submitLabel: string;
  onSubmit: (weights: MatchingWeights) => Promise<void>;
  onClose: () => void;
}

export function WeightsDialog({ initial, submitLabel, onSubmit, onClose }: WeightsDialogProps) {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm<WeightsInput>({
    resolver: zodResolver(weightsForm),
    defaultValues: { weights: asText(initial) },
    mode: 'onTouched',
  });
  const submit = submitWith(
    { handleSubmit, setError, setFormErrors },
    { fields: FIELDS, fallback: 'The matching could not be run.' },
    ({ weights }) =>
      onSubmit(Object.fromEntries(MATCHING_WEIGHT_KEYS.map((key) => [key, toNumber(weights[key])])) as MatchingWeights),
  );
  return (
    <FormDialog
      title="Weights"
      submitLabel={submitLabel}
      onSubmit={submit}
      onClose={onClose}
      submitting={isSubmitting}
      secondaryActions={
        <Button onClick={() => reset({ weights: asText(DEFAULT_MATCHING_WEIGHTS) })} disabled={isSubmitting}>
          Defaults
        </Button>
      }
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Points each part adds to a pair’s score, whole numbers from {min} to {max}. A part weighted 0 is left out.
        </Typography>
        {MATCHING_WEIGHT_KEYS.map((key, i) => (
          <FormTextField
            key={key}
            name={`weights.${key}`}
            control={control}
            label={MATCHING_WEIGHT_LABELS[key]}
            type="number"
            autoFocus={i === 0}
            slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
          />
        ))}
        <FormErrors messages={formErrors} />
      </Stack>
    </FormDialog>
  );
}
