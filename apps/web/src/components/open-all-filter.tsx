import { useId } from 'react';
import { FormField } from '@/components/ui/field';
import { Select } from '@/components/ui/native-controls';

export type OpenOrAll = 'open' | 'all';

/**
 * "Show: Open … / All …" above a list of things that end (ambulance runs, service bookings): the
 * open ones by default, every one on request.
 */
export function OpenAllFilter({
  noun,
  value,
  onChange,
}: {
  /** The things listed, plural and lower case ("runs", "bookings"). */
  noun: string;
  value: OpenOrAll;
  onChange: (value: OpenOrAll) => void;
}) {
  const id = useId();
  return (
    <FormField id={id} label={`Show ${noun}`} className="w-48">
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value === 'all' ? 'all' : 'open')}
      >
        <option value="open">Open {noun}</option>
        <option value="all">All {noun}</option>
      </Select>
    </FormField>
  );
}
