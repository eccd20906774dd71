/**
 * A failed save shown on its form: a 4xx from the API puts each message on the field it names
 * (mapServerErrors; the first such field takes the focus unless told not to) and the rest above
 * the buttons; any other failure is one message above the buttons. What was typed stays.
 */
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { mapServerErrors } from './form-errors.ts';
import { refusalMessage } from './refusal.ts';

export function showSaveError<V extends FieldValues>(
  error: unknown,
  form: {
    fields: readonly Path<V>[];
    setError: UseFormSetError<V>;
    setFormErrors: (messages: string[]) => void;
    /** Said when the failure carries no message of its own. */
    fallback: string;
    focus?: boolean;
  },
): void {
  const { fields, setError, setFormErrors, fallback, focus = true } = form;
  const refused = refusalMessage(error);
  if (refused !== null) {
    const mapped = mapServerErrors(refused, fields);
    for (const [field, message] of Object.entries(mapped.fields) as [Path<V>, string][]) {
      setError(field, { type: 'server', message }, { shouldFocus: focus });
    }
    setFormErrors(mapped.form);
  } else {
    setFormErrors([(error as Error).message || fallback]);
  }
}

/**
 * A form's submit handler (react-hook-form's `handleSubmit`, so `save` gets the checked values):
 * clears the form's messages, runs `save`, and shows its failure with `showSaveError`. Every
 * form that saves through the API submits this way.
 */
export function submitWith<In extends FieldValues, Out>(
  form: {
    handleSubmit: UseFormHandleSubmit<In, Out>;
    setError: UseFormSetError<In>;
    setFormErrors: (messages: string[]) => void;
  },
  failure: { fields: readonly Path<In>[]; fallback: string; focus?: boolean },
  save: (values: Out) => Promise<unknown>,
) {
  const { handleSubmit, setError, setFormErrors } = form;
  return handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await save(values);
    } catch (error) {
      showSaveError(error, { ...failure, setError, setFormErrors });
    }
  });
}
