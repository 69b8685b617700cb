import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { LabelledOptions, Select } from '@/components/ui/native-controls';

/** A list's "Sort by" choice: its label beside a select of the sort orders, each by its label. */
export function SortBySelect<Sort extends string>({
  value,
  sorts,
  labels,
  onChange,
  labelClassName = 'whitespace-nowrap',
  selectClassName,
}: {
  value: Sort;
  sorts: readonly Sort[];
  labels: Record<Sort, string>;
  onChange: (sort: Sort) => void;
  labelClassName?: string;
  selectClassName?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className={labelClassName}>
        Sort by
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          // The select offers only `sorts`, so the chosen value is always one of them.
          const chosen = sorts.find((s) => s === event.currentTarget.value);
          if (chosen !== undefined) onChange(chosen);
        }}
        className={selectClassName}
      >
        <LabelledOptions values={sorts} labels={labels} />
      </Select>
    </div>
  );
}
