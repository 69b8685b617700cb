import {
  awardFormSchema,
  certificationFormSchema,
  educationFormSchema,
  officeHistoryFormSchema,
  publicationFormSchema,
  serviceFormSchema,
  specializationFormSchema,
} from '@athcare/shared/personnel-profile-form.schema';
import { Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import {
  type EditableProfile,
  type ProfilePart,
  useAddProfilePart,
  useRemoveProfilePart,
  useServiceChoices,
  useSpecializationChoices,
} from '../api/profile-editing';
import type { ProfileTab } from '../lib/profile-tabs';
import { type FieldDef, SchemaForm } from './profile-form-kit';

type PartRow<P extends ProfilePart> = EditableProfile[P][number];

/** What the add forms choose from (the catalog), besides the profile itself. */
interface Choices {
  specializations: readonly { id: number; name: string }[];
  services: readonly { id: number; name: string; type: string }[];
}

/**
 * One tab that lists a part of the profile (rows with Remove) and adds to it, described by data:
 * the part, how a row reads, and the add form's schema and fields.
 */
interface ListSectionConfig<P extends ProfilePart, S extends z.ZodType> {
  part: P;
  empty: string;
  describe: (row: PartRow<P>) => ReactNode;
  add: {
    label: string;
    submitLabel: string;
    schema: S;
    fields: readonly FieldDef[] | ((profile: EditableProfile, choices: Choices) => FieldDef[]);
    /** The row to insert; the parsed value as it is when absent. */
    toRow?: (value: z.output<S>, profile: EditableProfile) => Record<string, unknown>;
  };
}

// The config of one section, its row and schema types checked here and erased for the map.
const section = <P extends ProfilePart, S extends z.ZodType>(
  config: ListSectionConfig<P, S>,
): ListSectionConfig<ProfilePart, z.ZodType> =>
  config as unknown as ListSectionConfig<ProfilePart, z.ZodType>;

const yearSpan = (start: number | null, end: number | null) =>
  start ? `${start}–${end ?? 'present'}` : end ? String(end) : '';
const joined = (parts: readonly (string | number | null | undefined | false)[], by: string) =>
  parts.filter(Boolean).join(by);
const year = (name: string, label: string): FieldDef => ({ name, label, kind: 'number' });

const Title = ({ children }: { children: ReactNode }) => (
  <span className="font-medium">{children}</span>
);
const Detail = ({ children }: { children: ReactNode }) => (
  <span className="block text-muted-foreground">{children}</span>
);
/** "Title — a, b" where the trailing parts exist. */
const titled = (title: string, rest: readonly (string | number | null)[]) => (
  <>
    <Title>{title}</Title>
    {joined(rest, ', ') && ` — ${joined(rest, ', ')}`}
  </>
);

/** Every list tab of the profile editor. */
export const listSections: Partial<Record<ProfileTab, ListSectionConfig<ProfilePart, z.ZodType>>> =
  {
    specializations: section({
      part: 'specializations',
      empty: 'No specializations yet.',
      describe: (s) => (
        <Title>
          {s.specialization?.name ?? `Specialization ${s.specializationId}`}
          {s.isPrimary && ' (primary)'}
        </Title>
      ),
      add: {
        label: 'Add a specialization',
        submitLabel: 'Add specialization',
        schema: specializationFormSchema,
        fields: (profile, choices) => [
          {
            name: 'specializationId',
            label: 'Specialization',
            kind: 'select',
            required: true,
            options: choices.specializations
              .filter((s) => !profile.specializations.some((p) => p.specializationId === s.id))
              .map((s) => ({ value: String(s.id), label: s.name })),
          },
        ],
        toRow: (v, profile) => ({
          specializationId: v.specializationId,
          isPrimary: profile.specializations.length === 0,
        }),
      },
    }),
    services: section({
      part: 'services',
      empty: 'No services yet.',
      describe: (s) => (
        <>
          <Title>{s.info?.name ?? `Service ${s.serviceId}`}</Title>
          {s.price !== null && ` — ₹${s.price}`}
          {s.discount > 0 && `, ${s.discount}% off`}
        </>
      ),
      add: {
        label: 'Add a service',
        submitLabel: 'Add service',
        schema: serviceFormSchema,
        fields: (profile, choices) => [
          {
            name: 'serviceId',
            label: 'Service',
            kind: 'select',
            required: true,
            options: choices.services
              .filter((s) => !profile.services.some((p) => p.serviceId === s.id))
              .map((s) => ({ value: String(s.id), label: `${s.name} (${s.type})` })),
          },
          { name: 'price', label: 'Price (₹)', kind: 'number' },
          { name: 'discount', label: 'Discount (%)', kind: 'number' },
        ],
        toRow: (v) => ({
          serviceId: v.serviceId,
          price: v.price ?? null,
          discount: v.discount ?? 0,
        }),
      },
    }),
    'office-history': section({
      part: 'workExperience',
      empty: 'No offices yet.',
      describe: (w) => (
        <>
          <Title>{w.officeName}</Title>
          {w.designation && `, ${w.designation}`}
          <Detail>{joined([yearSpan(w.startYear, w.endYear), w.city, w.state], ' · ')}</Detail>
        </>
      ),
      add: {
        label: 'Add an office',
        submitLabel: 'Add office',
        schema: officeHistoryFormSchema,
        fields: [
          { name: 'officeName', label: 'Office name', required: true, maxLength: 255 },
          { name: 'officeType', label: 'Office type', maxLength: 50, hint: 'Clinic, hospital…' },
          { name: 'designation', label: 'Designation', maxLength: 100 },
          { name: 'officeAddress', label: 'Office address', maxLength: 500 },
          { name: 'city', label: 'City', maxLength: 100 },
          { name: 'state', label: 'State', maxLength: 100 },
          { ...year('startYear', 'Start year'), required: true },
          { ...year('endYear', 'End year'), hint: 'Blank if you work there now.' },
        ],
      },
    }),
    education: section({
      part: 'education',
      empty: 'No education yet.',
      describe: (e) => (
        <>
          <Title>{e.degree}</Title>
          {e.fieldOfStudy && `, ${e.fieldOfStudy}`}
          <Detail>
            {joined([e.institution, e.university, yearSpan(e.startYear, e.endYear)], ' · ')}
          </Detail>
        </>
      ),
      add: {
        label: 'Add education',
        submitLabel: 'Add education',
        schema: educationFormSchema,
        fields: [
          { name: 'degree', label: 'Degree', required: true, maxLength: 100 },
          { name: 'fieldOfStudy', label: 'Field of study', maxLength: 150 },
          { name: 'institution', label: 'Institution', required: true, maxLength: 255 },
          { name: 'university', label: 'University', maxLength: 255 },
          { name: 'city', label: 'City', maxLength: 100 },
          year('startYear', 'Start year'),
          year('endYear', 'End year'),
        ],
      },
    }),
    certifications: section({
      part: 'certifications',
      empty:
        'No certifications yet. Prescriptions carry your registration number: add the certification that has it.',
      describe: (c) => (
        <>
          <Title>{c.name}</Title>
          {c.certificationNumber && ` — Registration no. ${c.certificationNumber}`}
          <Detail>
            {joined(
              [c.regulatoryBody, c.issuedYear, c.isVerified ? 'verified' : 'not verified yet'],
              ' · ',
            )}
          </Detail>
        </>
      ),
      add: {
        label: 'Add a certification',
        submitLabel: 'Add certification',
        schema: certificationFormSchema,
        fields: [
          { name: 'name', label: 'Certification', required: true, maxLength: 200 },
          {
            name: 'regulatoryBody',
            label: 'Regulatory body',
            maxLength: 200,
            hint: 'e.g. National Medical Commission',
          },
          {
            name: 'certificationNumber',
            label: 'Registration number',
            maxLength: 50,
            hint: 'A listed profile goes back to an admin for verification when you add one.',
          },
          year('issuedYear', 'Year issued'),
        ],
      },
    }),
    awards: section({
      part: 'awards',
      empty: 'No awards yet.',
      describe: (a) => titled(a.title, [a.awardedBy, a.year]),
      add: {
        label: 'Add an award',
        submitLabel: 'Add award',
        schema: awardFormSchema,
        fields: [
          { name: 'title', label: 'Award', required: true, maxLength: 255 },
          { name: 'awardedBy', label: 'Awarded by', maxLength: 255 },
          year('year', 'Year'),
        ],
      },
    }),
    publications: section({
      part: 'publications',
      empty: 'No publications yet.',
      describe: (p) => titled(p.title, [p.journal, p.year]),
      add: {
        label: 'Add a publication',
        submitLabel: 'Add publication',
        schema: publicationFormSchema,
        fields: [
          { name: 'title', label: 'Title', required: true, maxLength: 500 },
          { name: 'journal', label: 'Journal', maxLength: 255 },
          year('year', 'Year'),
          { name: 'url', label: 'Link', kind: 'url', maxLength: 1000 },
        ],
      },
    }),
  };

/** A list tab: the part's rows with Remove, and the form that adds one, from its config. */
export function ProfileListSection({
  config,
  profile,
  userId,
}: {
  config: ListSectionConfig<ProfilePart, z.ZodType>;
  profile: EditableProfile;
  userId: string;
}) {
  const { part, add: form } = config;
  const add = useAddProfilePart(userId, profile.id, part);
  const remove = useRemoveProfilePart(userId, part);
  const specializations = useSpecializationChoices();
  const services = useServiceChoices();
  const choices: Choices = {
    specializations: specializations.data ?? [],
    services: services.data ?? [],
  };
  const rows: readonly PartRow<ProfilePart>[] = profile[part];
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{config.empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex items-start justify-between gap-3 rounded-lg border p-3 text-sm"
            >
              <div className="min-w-0">{config.describe(row)}</div>
              <Button
                variant="ghost"
                size="sm"
                aria-label="Remove"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(row.id, {
                    onSuccess: () => toast.success('Removed'),
                    onError: (error) => toast.error(describeError(error)),
                  })
                }
              >
                <Trash2Icon aria-hidden />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SchemaForm
        label={form.label}
        schema={form.schema}
        submitLabel={form.submitLabel}
        resetOnSuccess
        onValid={async (value) => {
          await add.mutateAsync(
            form.toRow ? form.toRow(value, profile) : (value as Record<string, unknown>),
          );
          toast.success('Added');
        }}
        fields={typeof form.fields === 'function' ? form.fields(profile, choices) : form.fields}
      />
    </div>
  );
}
