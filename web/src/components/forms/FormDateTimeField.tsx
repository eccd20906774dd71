/**
 * A DateTimeField bound to react-hook-form. A half-typed date leaves the form holding '', which
 * reads "Enter a complete date and time" rather than the schema's message for an empty string.
 */
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateTimeField } from './DateTimeField.tsx';
import { sentence } from './FormTextField.tsx';

export const DATE_MISSING = 'Enter a complete date and time';

interface FormDateTimeFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  /** Called after the form took the new value, with the value it replaced. */
  onValueChange?: (next: string, previous: string) => void;
}

export function FormDateTimeField<T extends FieldValues>({
  name,
  control,
  label,
  onValueChange,
}: FormDateTimeFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string | undefined) ?? '';
        const error = fieldState.error && (value === '' ? DATE_MISSING : sentence(fieldState.error.message));
        return (
          <DateTimeField
            label={label}
            name={field.name}
            value={value}
            onBlur={field.onBlur}
            onChange={(next) => {
              field.onChange(next);
              onValueChange?.(next, value);
            }}
            error={error}
          />
        );
      }}
    />
  );
}
