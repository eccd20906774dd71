/**
 * The staff forms' pieces: a text field bound to react-hook-form that shows its field's error (the
 * zod schema's or the server's, as a sentence), and the alert for errors that name no field.
 */
import Alert from '@mui/material/Alert';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** "must not be empty" -> "Must not be empty". */
export const sentence = (text: string | undefined) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : undefined);

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
};

export function FormTextField<T extends FieldValues>({ name, control, helperText, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          fullWidth
          {...props}
          error={Boolean(fieldState.error)}
          helperText={sentence(fieldState.error?.message) ?? helperText}
        />
      )}
    />
  );
}

/** Errors the server gave for no field of the form. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
