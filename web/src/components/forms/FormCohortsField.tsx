/**
 * A staff form's cohorts: one checkbox per cohort the staff member may target, bound to a
 * react-hook-form array of cohort ids, with its error (the field's, or its first failing item's,
 * "cohorts.1") as a sentence under the group.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { sentence } from './FormTextField.tsx';

export interface CohortChoice {
  id: string;
  name: string;
}

/** The message of a field, or of the first failing item of an array field. */
function messageOf(error: unknown): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return (error as (FieldError | undefined)[]).find((item) => item?.message)?.message;
  return (error as FieldError).message;
}

interface FormCohortsFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  options: readonly CohortChoice[];
  label?: string;
}

export function FormCohortsField<T extends FieldValues>({
  name,
  control,
  options,
  label = 'Cohorts',
}: FormCohortsFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as string[];
        const message = sentence(messageOf(fieldState.error));
        return (
          <FormControl component="fieldset" error={Boolean(message)} variant="standard">
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup row>
              {options.map((cohort) => (
                <FormControlLabel
                  key={cohort.id}
                  label={cohort.name}
                  control={
                    <Checkbox
                      checked={chosen.includes(cohort.id)}
                      onBlur={field.onBlur}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...chosen, cohort.id] : chosen.filter((id) => id !== cohort.id),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {message && <FormHelperText>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
