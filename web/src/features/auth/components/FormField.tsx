import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export interface FormFieldProps extends Pick<
  OutlinedInputProps,
  'name' | 'type' | 'autoComplete' | 'value' | 'onChange' | 'inputRef' | 'endAdornment' | 'required'
> {
  label: string;
  /** The message shown under the field; its presence marks the field invalid. */
  error?: string | undefined;
  /** Guidance shown under the field while there is no error. */
  hint?: string | undefined;
}

/**
 * An outlined text field built from MUI's parts. Same look and wiring as TextField (label for=,
 * aria-describedby, aria-invalid) without TextField's static import of Select, Menu, Popover and
 * Modal, which would roughly double the MUI code the sign-in page downloads.
 */
export function FormField({ label, error, hint, required, ...inputProps }: FormFieldProps): ReactNode {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <FormControl variant="outlined" fullWidth required={Boolean(required)} error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...inputProps} id={id} label={label} aria-describedby={message ? messageId : undefined} />
      {message && <FormHelperText id={messageId}>{message}</FormHelperText>}
    </FormControl>
  );
}
