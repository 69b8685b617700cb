import type { FormEvent } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { saveOrRefuse } from '@/lib/form-refusal';

/**
 * The one way a locker dialog's form saves (name, tags, move): validated (by `resolver` if it has
 * one), then `save`; a rejection becomes the form's root error in the user's words
 * (`describeError`). `onSubmit` goes on the <form>; `pending` while it is sent.
 */
export function useDialogForm<Values extends FieldValues, Output = Values>({
  defaultValues,
  resolver,
  save,
  describeError,
}: {
  defaultValues: DefaultValues<Values>;
  resolver?: Resolver<Values, unknown, Output>;
  save: (values: Output) => Promise<void>;
  describeError?: ((error: unknown) => string) | undefined;
}) {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues });
  const submit = form.handleSubmit((values) =>
    saveOrRefuse(form.setError, () => save(values), describeError),
  );
  return {
    form,
    register: form.register,
    errors: form.formState.errors,
    pending: form.formState.isSubmitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
