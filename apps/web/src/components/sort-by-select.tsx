import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/native-controls';

/** A list's "Sort by" choice: its label beside a select of the sort orders, each by its label. */
export function SortBySelect<Sort extends string>({
  id,
  value,
  sorts,
  labels,
  onChange,
  labelClassName = 'whitespace-nowrap',
  selectClassName,
}: {
  id: string;
  value: Sort;
  sorts: readonly Sort[];
  labels: Record<Sort, string>;
  /** The chosen option's value, as the select gives it (the caller parses it). */
  onChange: (value: string) => void;
  labelClassName?: string;
  selectClassName?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className={labelClassName}>
        Sort by
      </Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={selectClassName}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </Select>
    </div>
  );
}
