/**
 * A choice of one option bound to react-hook-form, shown as MUI's select text field with its
 * field's error (as FormTextField shows it). What the staff forms' selects had each written out.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { sentence } from './FormTextField.tsx';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'select' | 'value' | 'onChange' | 'helperText' | 'children'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  options: readonly SelectOption[];
  /** Shown under the field while it has no error; given the field's value. */
  helperText?: ReactNode | ((value: string) => ReactNode);
  /**
   * The option that stands for null (the field's value null shows it, and picking it sets null):
   * "Nothing" for a field that may count toward no requirement.
   */
  none?: SelectOption;
  /** What else the form changes once the field has taken `value`. */
  onPicked?: (value: string) => void;
};

export function FormSelectField<T extends FieldValues>({
  name,
  control,
  options,
  helperText,
  none,
  onPicked,
  ...props
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = field.value === null && none ? none.value : (field.value as string);
        return (
          <TextField
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={value}
            onChange={(e) => {
              const next = e.target.value;
              field.onChange(none && next === none.value ? null : next);
              onPicked?.(next);
            }}
            select
            fullWidth
            {...props}
            error={Boolean(fieldState.error)}
            helperText={
              sentence(fieldState.error?.message) ?? (typeof helperText === 'function' ? helperText(value) : helperText)
            }
          >
            {[...(none ? [none] : []), ...options].map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** Options from a list of values and their labels. */
export const optionsOf = <V extends string>(values: readonly V[], labels: Readonly<Record<V, ReactNode>>) =>
  values.map((value) => ({ value, label: labels[value] }));
