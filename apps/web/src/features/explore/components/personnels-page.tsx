import { personnelTypeSlugs } from '@athcare/shared/personnel-options';
import { type FormEvent, useId } from 'react';
import { ListLoadError, SearchSubmitButton } from '@/components/list-and-form-bits';
import type { AddressSearchPageProps } from '@/components/address-search-page';
import { Label } from '@/components/ui/label';
import { useSearchDoctors } from '../api/search-doctors';
import { PERSONNEL_PAGE_SIZE } from '../lib/explore-constants';
import {
  type PersonnelsSearch,
  personnelsSearchSchema,
  toPersonnelSearchArgs,
} from '../lib/personnel-search-params';
import { filledSearchFields } from '../lib/search-form-fields';
import { directoryPageLink } from './directory-page-link';
import { DoctorResults } from './doctor-results';
import { ExploreSectionTitle } from './page-title';
import { PersonnelQueryInput } from './personnel-query-input';
import { LabelledOptions, Select } from '@/components/ui/native-controls';

const typeLabels: Record<(typeof personnelTypeSlugs)[number], string> = {
  doctor: 'Doctors',
  dentist: 'Dentists',
  physiotherapist: 'Physiotherapists',
  nutritionist: 'Nutritionists',
  psychologist: 'Psychologists',
  nurse: 'Nurses',
};

/** /explore/personnels: every kind of personnel, by type and text. */
export function PersonnelsPage({
  search,
  onSearchChange,
}: AddressSearchPageProps<PersonnelsSearch>) {
  const id = useId();
  const query = useSearchDoctors(toPersonnelSearchArgs(search));
  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    onSearchChange(personnelsSearchSchema.schema.parse(filledSearchFields(form)));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  return (
    <div className="flex flex-col gap-6">
      <ExploreSectionTitle section="personnels" />
      <form
        key={JSON.stringify({ q: search.q, type: search.type })}
        role="search"
        aria-label="Find personnel"
        onSubmit={onSubmit}
        className="grid gap-3 rounded-xl border bg-card p-4 md:grid-cols-[1fr_14rem_auto] md:items-end"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-q`}>Search personnel</Label>
          <PersonnelQueryInput id={`${id}-q`} defaultValue={search.q} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select
            id={`${id}-type`}
            name="type"
            defaultValue={search.type ?? ''}
            onChange={(event) => apply(event.currentTarget.form)}
          >
            <option value="">All types</option>
            <LabelledOptions values={personnelTypeSlugs} labels={typeLabels} />
          </Select>
        </div>
        <SearchSubmitButton />
      </form>
      {query.isError ? (
        <ListLoadError>The personnel could not be loaded. Please try again.</ListLoadError>
      ) : (
        <DoctorResults
          result={query.data}
          isLoading={query.isPending}
          page={search.page ?? 1}
          pageSize={PERSONNEL_PAGE_SIZE}
          kind="personnel"
          noun={{ one: 'person', many: 'people' }}
          onClearFilters={search.q || search.type ? () => onSearchChange({}) : undefined}
          renderPageLink={directoryPageLink({ to: '/explore/personnels', search })}
        />
      )}
    </div>
  );
}
