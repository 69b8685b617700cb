import type { ComponentProps } from 'react';
import { useId } from 'react';
import { InputField } from '@/components/ui/field';

/**
 * The store's inputs: the shared InputField under an id of its own. `span` places a wide one in
 * its form's grid (a wrapper, as the field's own class goes to the input).
 */
export function TextField({
  span,
  ...field
}: Omit<ComponentProps<typeof InputField>, 'id'> & { span?: string | undefined }) {
  const id = useId();
  const input = <InputField id={id} {...field} />;
  return span ? <div className={span}>{input}</div> : input;
}
