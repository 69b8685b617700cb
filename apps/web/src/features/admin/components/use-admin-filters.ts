import type { FormEvent } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';

/**
 * The form behind an admin list's filters (AdminFilterForm): `filterFormProps` applies the valid
 * filters on submit, and Clear filters empties the fields and applies `empty`.
 */
export function useAdminFilters<Filters extends FieldValues>(
  resolver: Resolver<Filters>,
  empty: Filters,
  onApply: (filters: Filters) => void,
) {
  const form = useForm<Filters>({ resolver, defaultValues: empty as DefaultValues<Filters> });
  const filterFormProps = {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(onApply)(event),
    onClear: () => {
      form.reset(empty);
      onApply(empty);
    },
  };
  return { ...form, filterFormProps };
}
