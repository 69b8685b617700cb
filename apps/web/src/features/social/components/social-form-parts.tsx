import { postVisibilities, postVisibilityLabels } from '@athcare/shared/social.schema';
import type { FormEvent } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import { saveOrRefuse } from '@/lib/form-refusal';

/**
 * The one way a social form saves (post, comment, report, social profile): validated by its
 * schema's resolver, then `save`, which gets the form too (to reset it); a refusal becomes the
 * form's root error in the user's words. `formProps` go on the <form> (no browser validation;
 * the submit runs the save).
 */
export function useSocialForm<Values extends FieldValues, Output>({
  resolver,
  defaultValues,
  save,
}: {
  resolver: Resolver<Values, unknown, Output>;
  defaultValues: DefaultValues<Values>;
  save: (values: Output, form: UseFormReturn<Values, unknown, Output>) => Promise<void>;
}) {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues });
  const onSubmit = form.handleSubmit((values) =>
    saveOrRefuse(form.setError, () => save(values, form)),
  );
  const { errors, isSubmitting } = form.formState;
  const formProps = {
    noValidate: true,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
  };
  return { form, register: form.register, errors, isSubmitting, formProps };
}

/** The <option>s of a post visibility choice (public, connections, private), in their words. */
export function VisibilityOptions() {
  return postVisibilities.map((v) => (
    <option key={v} value={v}>
      {postVisibilityLabels[v]}
    </option>
  ));
}
