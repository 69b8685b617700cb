import { Input } from '@/components/ui/input';

/** The directory searches' text field (`q`): a name, a specialization or a condition. */
export function PersonnelQueryInput({ id, defaultValue }: { id: string; defaultValue?: string }) {
  return (
    <Input
      id={id}
      name="q"
      type="search"
      defaultValue={defaultValue ?? ''}
      placeholder="Name, specialization or condition"
      maxLength={200}
      autoComplete="off"
    />
  );
}
