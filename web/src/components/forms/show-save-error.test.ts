import { describe, expect, it, vi } from 'vitest';
import type { UseFormHandleSubmit } from 'react-hook-form';
import { showSaveError, submitWith } from './show-save-error.ts';

type Values = { title: string; cohorts: string[] };

/** An error as the API client throws it: a message and the answer's status. */
const apiError = (status: number, message: string) => Object.assign(new Error(message), { status });

function form(focus?: boolean) {
  const setError = vi.fn();
  const setFormErrors = vi.fn();
  const options = { fields: ['title', 'cohorts'] as const, setError, setFormErrors, fallback: 'Could not save.' };
  return { setError, setFormErrors, options: focus === undefined ? options : { ...options, focus } };
}

describe('showSaveError', () => {
  it('puts a 400 on the fields it names, focused, and the rest above the buttons', () => {
    const { setError, setFormErrors, options } = form();
    showSaveError<Values>(
      apiError(400, 'title: must not be empty; cohorts.0: unknown cohort; extra: unknown field'),
      options,
    );
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'must not be empty' }, { shouldFocus: true }],
      ['cohorts', { type: 'server', message: 'unknown cohort' }, { shouldFocus: true }],
    ]);
    expect(setFormErrors).toHaveBeenCalledWith(['extra: unknown field']);
  });

  it('can leave the focus where it is', () => {
    const { setError, options } = form(false);
    showSaveError<Values>(apiError(403, 'title: not yours'), options);
    expect(setError).toHaveBeenCalledWith('title', { type: 'server', message: 'not yours' }, { shouldFocus: false });
  });

  it('says a server failure or a dropped connection above the buttons, with the fallback when it has no message', () => {
    const failed = form();
    showSaveError<Values>(apiError(500, 'Internal error'), failed.options);
    expect(failed.setError).not.toHaveBeenCalled();
    expect(failed.setFormErrors).toHaveBeenCalledWith(['Internal error']);
    const offline = form();
    showSaveError<Values>(new TypeError(''), offline.options);
    expect(offline.setFormErrors).toHaveBeenCalledWith(['Could not save.']);
  });
});

describe('submitWith', () => {
  /** react-hook-form's handleSubmit once the values have passed the schema: the callback gets them. */
  const checked =
    (values: Values): UseFormHandleSubmit<Values, Values> =>
    (onValid) =>
    async () => {
      await onValid(values);
    };
  const values: Values = { title: 'Kickoff', cohorts: ['mgh-a'] };

  it('clears the earlier messages and saves the checked values', async () => {
    const setError = vi.fn();
    const setFormErrors = vi.fn();
    const save = vi.fn(async () => {});
    await submitWith(
      { handleSubmit: checked(values), setError, setFormErrors },
      { fields: ['title'], fallback: 'x' },
      save,
    )();
    expect(save).toHaveBeenCalledWith(values);
    expect(setFormErrors.mock.calls).toEqual([[[]]]);
    expect(setError).not.toHaveBeenCalled();
  });

  it('shows a refused save on the field it names, without focus when told so, and keeps going', async () => {
    const setError = vi.fn();
    const setFormErrors = vi.fn();
    const submit = submitWith(
      { handleSubmit: checked(values), setError, setFormErrors },
      { fields: ['title'], fallback: 'Could not save.', focus: false },
      async () => {
        throw apiError(400, 'title: already used');
      },
    );
    await expect(submit()).resolves.toBeUndefined();
    expect(setError).toHaveBeenCalledWith('title', { type: 'server', message: 'already used' }, { shouldFocus: false });
  });
});
