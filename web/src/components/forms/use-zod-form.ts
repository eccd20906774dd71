/**
 * The form state every dialog form starts with: react-hook-form checked by a zod schema once a
 * field is left (then as typed), plus the messages that name no field (shown by FormErrors).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useFormState, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type ZodForm<Schema extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<
  z.input<Schema>,
  unknown,
  z.output<Schema>
> & { submitting: boolean; formErrors: string[]; setFormErrors: (messages: string[]) => void };

export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): ZodForm<Schema> {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
  });
  // useForm answers the same object on every render with its formState swapped in place, so a
  // memoized copy of it (the React Compiler memoizes this hook) would keep the first formState;
  // useFormState answers a new one whenever the state it is read for changes.
  const formState = useFormState({ control: form.control });
  return { ...form, formState, submitting: formState.isSubmitting, formErrors, setFormErrors };
}
