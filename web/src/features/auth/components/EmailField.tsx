import { FormField, type FormFieldProps } from './FormField.tsx';

/** The e-mail field of every sign-in form: one label, autofill hint and keyboard, in one place. */
export function EmailField(props: Omit<FormFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'required'>) {
  return <FormField label="Email address" name="email" type="email" autoComplete="email" required {...props} />;
}
