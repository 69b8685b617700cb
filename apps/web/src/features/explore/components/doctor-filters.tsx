import { genders, personnelLanguages } from '@athcare/shared/personnel.schema';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SearchSubmitButton } from '@/components/list-and-form-bits';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSpecializations } from '../api/get-specializations';
import {
  type DoctorsSearch,
  doctorsSearchSchema,
  feeRangeError,
  hasDoctorFilters,
} from '../lib/doctor-search-params';
import { PersonnelQueryInput } from './personnel-query-input';
import { exploreCities, minExperienceOptions, minRatingOptions } from '../lib/explore-constants';
import { Select } from '@/components/ui/native-controls';

/** The form's fields → search parameters (validated like the address; blanks dropped). */
export function readDoctorFilters(form: HTMLFormElement, current: DoctorsSearch): DoctorsSearch {
  const entries = Object.fromEntries(
    [...new FormData(form).entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
  const parsed = doctorsSearchSchema.parse(entries);
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
  const feeInvalid = feeError ? { 'aria-invalid': true, 'aria-describedby': feeErrorId } : {};

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
        <div className="col-span-2 flex flex-col gap-2 md:col-span-1">
          <Label htmlFor={`${id}-spec`}>Specialization</Label>
          <Select
            id={`${id}-spec`}
            name="specialization"
            defaultValue={search.specialization ?? ''}
            onChange={onChoice}
          >
            <option value="">Any specialization</option>
            {/* Keep a value from the address even before the list has loaded. */}
            {search.specialization &&
            !specializations.data?.some((s) => s.slug === search.specialization) ? (
              <option value={search.specialization}>{search.specialization}</option>
            ) : null}
            {specializations.data?.map((s) => (
              <option key={s.id} value={s.slug}>
                {s.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-city`}>City</Label>
          <Select
            id={`${id}-city`}
            name="city"
            defaultValue={search.city ?? ''}
            onChange={onChoice}
          >
            <option value="">Any city</option>
            {search.city && !(exploreCities as readonly string[]).includes(search.city) ? (
              <option value={search.city}>{search.city}</option>
            ) : null}
            {exploreCities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-lang`}>Language</Label>
          <Select
            id={`${id}-lang`}
            name="language"
            defaultValue={search.language ?? ''}
            onChange={onChoice}
          >
            <option value="">Any language</option>
            {personnelLanguages.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-gender`}>Gender</Label>
          <Select
            id={`${id}-gender`}
            name="gender"
            defaultValue={search.gender ?? ''}
            onChange={onChoice}
          >
            <option value="">Any</option>
            {genders.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-exp`}>Experience</Label>
          <Select
            id={`${id}-exp`}
            name="minExperience"
            defaultValue={search.minExperience ?? ''}
            onChange={onChoice}
          >
            <option value="">Any</option>
            {minExperienceOptions.map((y) => (
              <option key={y} value={y}>
                {y}+ years
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-rating`}>Rating</Label>
          <Select
            id={`${id}-rating`}
            name="minRating"
            defaultValue={search.minRating ?? ''}
            onChange={onChoice}
          >
            <option value="">Any</option>
            {minRatingOptions.map((r) => (
              <option key={r} value={r}>
                {r}+ stars
              </option>
            ))}
          </Select>
        </div>
        <fieldset className="col-span-2 flex flex-col gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">Fee (₹)</legend>
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-minfee`} className="sr-only">
              Minimum fee
            </Label>
            <Input
              id={`${id}-minfee`}
              name="minFee"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="Min"
              defaultValue={search.minFee ?? ''}
              onChange={onFeeChange}
              {...feeInvalid}
            />
            <span aria-hidden>–</span>
            <Label htmlFor={`${id}-maxfee`} className="sr-only">
              Maximum fee
            </Label>
            <Input
              id={`${id}-maxfee`}
              name="maxFee"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="Max"
              defaultValue={search.maxFee ?? ''}
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
