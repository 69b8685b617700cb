import { type ComponentProps, type ReactNode, useId } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import { saveOrRefuse } from '@/lib/form-refusal';
import { toast } from '@/lib/toast';
import { InputField, SelectField } from './form-bits';

/**
 * The one way a tracker form saves (the challenge editor, the workout template and finish forms,
 * the allergy, vitals, activity, goal and health profile forms; issue #11): validated by its
 * schema's resolver, then `save`; on success a toast (`saved`) and `onSaved` (which may reset the
 * form), on a refusal the form's root error. `submit` is what TrackerForm takes for it, and
 * `input(name, label)` a text field registered as `name`, with its error, `select(name, label)` a
 * select likewise (`register`, `errors` and `fieldId` for the other fields).
 * Its own module, not form-bits: the admin challenges page and the trackers load react-hook-form
 * only with their forms.
 */
export function useTrackerForm<Values extends FieldValues, Output>({
  resolver,
  defaultValues,
  save,
  saved,
  onSaved,
}: {
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: DefaultValues<Values>;
  save: (values: Output) => Promise<unknown>;
  /** The toast's words after a save. */
  saved: (values: Output) => string;
  onSaved?: (values: Output, form: UseFormReturn<Values, unknown, Output>) => void;
}) {
  const id = useId();
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues });
  const onSubmit = form.handleSubmit((values) =>
    saveOrRefuse(form.setError, async () => {
      await save(values);
      toast.success(saved(values));
      onSaved?.(values, form);
    }),
  );
  const { errors, isSubmitting } = form.formState;
  /** The id of the form's field `name` (the ids `input` and `select` give theirs). */
  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: Path<Values>) => form.getFieldState(name, form.formState).error?.message;
  const input = (
    name: Path<Values>,
    label: ReactNode,
    props: Pick<ComponentProps<typeof InputField>, 'inputMode' | 'type'> = {},
  ) => (
    <InputField
      id={fieldId(name)}
      label={label}
      field={form.register(name)}
      error={errorOf(name)}
      {...props}
    />
  );
  const select = (
    name: Path<Values>,
    label: ReactNode,
    props: Pick<ComponentProps<typeof SelectField>, 'choices' | 'empty' | 'children'> = {},
  ) => (
    <SelectField
      id={fieldId(name)}
      label={label}
      field={form.register(name)}
      error={errorOf(name)}
      {...props}
    />
  );
  return {
    form,
    register: form.register,
    errors,
    input,
    select,
    fieldId,
    submit: { onSubmit, rootError: errors.root?.message, submitting: isSubmitting },
  };
}
