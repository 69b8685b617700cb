import { genders, personnelLanguages } from '@athcare/shared/personnel-options';
import {
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { SearchSubmitButton } from '@/components/list-and-form-bits';
import { Button } from '@/components/ui/button';
import { fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSpecializations } from '../api/get-specializations';
import {
  type DoctorsSearch,
  doctorsSearchSchema,
  feeRangeError,
  hasDoctorFilters,
} from '../lib/doctor-search-params';
import { filledSearchFields } from '../lib/search-form-fields';
import { PersonnelQueryInput } from './personnel-query-input';
import { exploreCities, minExperienceOptions, minRatingOptions } from '../lib/explore-constants';
import { Select } from '@/components/ui/native-controls';
import { cn } from '@/lib/utils';

/** The form's fields → search parameters (validated like the address; blanks dropped). */
export function readDoctorFilters(form: HTMLFormElement, current: DoctorsSearch): DoctorsSearch {
  const parsed = doctorsSearchSchema.schema.parse(filledSearchFields(form));
  // A new filter starts from the first page; the order stays.
  return { ...parsed, sort: current.sort, page: undefined };
}

/** How long the fee fields wait after the last keystroke before they apply. */
export const FEE_APPLY_DELAY_MS = 600;

/**
 * Search box and filters of /explore/doctors. The choices apply at once, the fee fields as soon as
 * typing pauses; the search text applies with Enter or the Search button. A minimum fee above the
 * maximum is an error shown at the fee fields, and nothing is applied. Uncontrolled: the parent
 * keys it by the address, so Back shows the filters of the page it returns to.
 */
export function DoctorFilters({
  search,
  onApply,
  onClear,
}: {
  search: DoctorsSearch;
  onApply: (next: DoctorsSearch) => void;
  onClear: () => void;
}) {
  const id = useId();
  const specializations = useSpecializations();
  const [feeError, setFeeError] = useState<string | null>(() => feeRangeError(search));
  const feeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(feeTimer.current), []);
  const apply = (form: HTMLFormElement | null) => {
    clearTimeout(feeTimer.current);
    if (!form) return;
    const next = readDoctorFilters(form, search);
    const error = feeRangeError(next);
    setFeeError(error);
    if (!error) onApply(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const onChoice = (event: { currentTarget: HTMLSelectElement }) => apply(event.currentTarget.form);
  const onFeeChange = (event: { currentTarget: HTMLInputElement }) => {
    const form = event.currentTarget.form;
    clearTimeout(feeTimer.current);
    feeTimer.current = setTimeout(() => apply(form), FEE_APPLY_DELAY_MS);
  };
  const feeErrorId = `${id}-fee-error`;
  const feeInvalid = fieldAria(`${id}-fee`, { error: feeError ?? undefined });

  return (
    <form
      role="search"
      aria-label="Find doctors"
      onSubmit={onSubmit}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-q`}>Search doctors</Label>
        <div className="flex gap-2">
          <PersonnelQueryInput id={`${id}-q`} defaultValue={search.q} />
          <SearchSubmitButton />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
        <ChoiceFilter
          id={`${id}-spec`}
          name="specialization"
          label="Specialization"
          anyLabel="Any specialization"
          value={search.specialization}
          keepValue
          options={(specializations.data ?? []).map((s) => ({ value: s.slug, label: s.name }))}
          onChange={onChoice}
          className="col-span-2 md:col-span-1"
        />
        <ChoiceFilter
          id={`${id}-city`}
          name="city"
          label="City"
          anyLabel="Any city"
          value={search.city}
          keepValue
          options={exploreCities.map((c) => ({ value: c, label: c }))}
          onChange={onChoice}
        />
        <ChoiceFilter
          id={`${id}-lang`}
          name="language"
          label="Language"
          anyLabel="Any language"
          value={search.language}
          options={personnelLanguages.map((l) => ({ value: l, label: l }))}
          onChange={onChoice}
        />
        <ChoiceFilter
          id={`${id}-gender`}
          name="gender"
          label="Gender"
          value={search.gender}
          options={genders.map((g) => ({ value: g, label: g }))}
          onChange={onChoice}
        />
        <ChoiceFilter
          id={`${id}-exp`}
          name="minExperience"
          label="Experience"
          value={search.minExperience}
          options={minExperienceOptions.map((y) => ({ value: y, label: `${y}+ years` }))}
          onChange={onChoice}
        />
        <ChoiceFilter
          id={`${id}-rating`}
          name="minRating"
          label="Rating"
          value={search.minRating}
          options={minRatingOptions.map((r) => ({ value: r, label: `${r}+ stars` }))}
          onChange={onChoice}
        />
        <fieldset className="col-span-2 flex flex-col gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">Fee (₹)</legend>
          <div className="flex items-center gap-2">
            <FeeInput
              id={`${id}-minfee`}
              name="minFee"
              label="Minimum fee"
              placeholder="Min"
              value={search.minFee}
              onChange={onFeeChange}
              {...feeInvalid}
            />
            <span aria-hidden>–</span>
            <FeeInput
              id={`${id}-maxfee`}
              name="maxFee"
              label="Maximum fee"
              placeholder="Max"
              value={search.maxFee}
              onChange={onFeeChange}
              {...feeInvalid}
            />
          </div>
          {feeError ? (
            <p id={feeErrorId} role="alert" className="text-sm text-destructive">
              {feeError}
            </p>
          ) : null}
        </fieldset>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        {hasDoctorFilters(search) ? (
          <Button type="button" variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * One of the search's choices: a labelled select whose empty value is "any". With `keepValue`, a
 * value from the address that the list does not hold (yet) stays chosen as it is.
 */
function ChoiceFilter({
  id,
  name,
  label,
  anyLabel = 'Any',
  value,
  keepValue = false,
  options,
  onChange,
  className,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel?: string;
  value: string | number | undefined;
  keepValue?: boolean;
  options: readonly { value: string | number; label: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  className?: string;
}) {
  const kept =
    keepValue && typeof value === 'string' && value && !options.some((o) => o.value === value)
      ? value
      : null;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} defaultValue={value ?? ''} onChange={onChange}>
        <option value="">{anyLabel}</option>
        {kept ? <option value={kept}>{kept}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A fee bound: a whole number of rupees, named for screen readers (the legend says "Fee"). */
function FeeInput({
  id,
  label,
  value,
  ...input
}: Omit<ComponentProps<typeof Input>, 'value' | 'defaultValue'> & {
  id: string;
  label: string;
  value: number | undefined;
}) {
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={value ?? ''}
        {...input}
      />
    </>
  );
}
