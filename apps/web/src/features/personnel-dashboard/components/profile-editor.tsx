import { genders, personnelLanguages, serviceLocations } from '@athcare/shared/personnel.schema';
import {
  awardFormSchema,
  certificationFormSchema,
  educationFormSchema,
  missingForPublishing,
  officeHistoryFormSchema,
  profileAboutFormSchema,
  profileConsultModesFormSchema,
  profileLanguagesFormSchema,
  profilePhotoFormSchema,
  publicationFormSchema,
  serviceFormSchema,
  specializationFormSchema,
} from '@athcare/shared/personnel-profile-form.schema';
import { Link } from '@tanstack/react-router';
import { Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import {
  type EditableProfile,
  type ProfilePart,
  useAddProfilePart,
  useRemoveProfilePart,
  useServiceChoices,
  useSpecializationChoices,
  useUpdateMyProfile,
} from '../api/profile-editing';
import { type ProfileTab, profileTabLabels, profileTabs } from '../lib/profile-tabs';
import { type FieldDef, SchemaForm } from './profile-form-kit';

const str = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);
const yearSpan = (start: number | null, end: number | null) =>
  start ? `${start}–${end ?? 'present'}` : end ? String(end) : '';

/** The panel's heading and explanation for each state of publishing and verification. */
function publishState(profile: EditableProfile): { heading: string; text: string | null } {
  if (profile.isPublished)
    return {
      heading: 'Your profile is published',
      text: 'Members find you in the directory and can book you.',
    };
  switch (profile.verificationStatus) {
    case 'pending':
      return {
        heading: 'Waiting for verification',
        text: 'An admin checks your registration number and medical council, then your profile is listed.',
      };
    case 'rejected':
      return { heading: 'Verification was refused', text: null };
    default:
      return { heading: 'Your profile is not published yet', text: null };
  }
}

/**
 * Publishing: the required parts filled (the database agrees), then an admin verifies the
 * registration before the profile is listed (issue 12). Once verified, unpublishing and
 * publishing again need no new look.
 */
function PublishPanel({ profile, userId }: { profile: EditableProfile; userId: string }) {
  const update = useUpdateMyProfile(userId, profile.id);
  const missing = missingForPublishing(profile);
  const [failure, setFailure] = useState<string | null>(null);
  const verified = profile.verificationStatus === 'verified';
  const pending = profile.verificationStatus === 'pending';
  const toggle = (isPublished: boolean) => {
    setFailure(null);
    update.mutate(
      { isPublished },
      {
        onSuccess: () =>
          toast.success(
            !isPublished
              ? 'Profile unpublished'
              : verified
                ? 'Profile published'
                : 'Sent for verification',
          ),
        onError: (error) => setFailure(describeError(error)),
      },
    );
  };
  const state = publishState(profile);
  return (
    <section
      aria-labelledby="publish-heading"
      className="flex flex-col gap-2 rounded-lg border bg-card p-4"
    >
      <h2 id="publish-heading" className="font-semibold">
        {state.heading}
      </h2>
      {state.text ? <p className="text-sm text-muted-foreground">{state.text}</p> : null}
      {profile.verificationStatus === 'rejected' && profile.verificationNote ? (
        <p className="text-sm">
          <span className="font-medium">Reason: </span>
          {profile.verificationNote}
        </p>
      ) : null}
      {!profile.isPublished && !pending ? (
        missing.length > 0 ? (
          <div className="text-sm">
            <p>Before publishing, add:</p>
            <ul className="list-disc pl-5">
              {missing.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {verified
              ? 'Everything required is filled in.'
              : 'Everything required is filled in. Publishing sends your profile to an admin for verification.'}
          </p>
        )
      ) : null}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      {pending ? null : (
        <div>
          {profile.isPublished ? (
            <Button variant="outline" disabled={update.isPending} onClick={() => toggle(false)}>
              Unpublish
            </Button>
          ) : (
            <Button disabled={update.isPending || missing.length > 0} onClick={() => toggle(true)}>
              {verified ? 'Publish profile' : 'Ask for verification'}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** A list of a profile's parts with Remove, and the form that adds one. */
function PartsSection<T extends { id: number }>({
  userId,
  profileId,
  part,
  rows,
  describe,
  empty,
  form,
}: {
  userId: string;
  profileId: number;
  part: ProfilePart;
  rows: readonly T[];
  describe: (row: T) => ReactNode;
  empty: string;
  form: (add: (row: Record<string, unknown>) => Promise<unknown>) => ReactNode;
}) {
  const add = useAddProfilePart(userId, profileId, part);
  const remove = useRemoveProfilePart(userId, part);
  return (
    <div className="flex flex-col gap-4">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex items-start justify-between gap-3 rounded-lg border p-3 text-sm"
            >
              <div className="min-w-0">{describe(row)}</div>
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
      {form(async (row) => {
        await add.mutateAsync(row);
        toast.success('Added');
      })}
    </div>
  );
}

function CheckboxGroupForm({
  label,
  name,
  options,
  chosen,
  schema,
  onSave,
}: {
  label: string;
  name: string;
  options: readonly string[];
  chosen: readonly string[];
  schema: typeof profileLanguagesFormSchema | typeof profileConsultModesFormSchema;
  onSave: (value: Record<string, unknown>) => Promise<unknown>;
}) {
  return (
    <SchemaForm
      label={label}
      schema={schema}
      fields={[]}
      listNames={[name]}
      submitLabel="Save"
      onValid={onSave}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{label}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {options.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={name}
                value={option}
                defaultChecked={chosen.includes(option)}
                className="size-4"
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    </SchemaForm>
  );
}

const yearField = (name: string, label: string): FieldDef => ({
  name,
  label,
  kind: 'number',
});

/** /dashboard/personnel/profile: every part of the personnel's profile, tab by tab. */
export function ProfileEditor({
  profile,
  userId,
  tab,
}: {
  profile: EditableProfile;
  userId: string;
  tab: ProfileTab;
}) {
  const update = useUpdateMyProfile(userId, profile.id);
  const specializations = useSpecializationChoices();
  const services = useServiceChoices();
  const save = async (patch: Record<string, unknown>) => {
    await update.mutateAsync(patch);
    toast.success('Profile saved');
  };
  const partProps = { userId, profileId: profile.id };

  let panel: ReactNode;
  switch (tab) {
    case 'about':
      panel = (
        <SchemaForm
          label="About"
          schema={profileAboutFormSchema}
          submitLabel="Save"
          onValid={(v) =>
            save({
              name: v.name,
              gender: v.gender ?? null,
              bio: v.bio ?? null,
              city: v.city ?? null,
              totalExperienceYears: v.totalExperienceYears ?? null,
              nationality: v.nationality ?? null,
              fee: v.fee ?? null,
            })
          }
          fields={[
            {
              name: 'name',
              label: 'Name',
              required: true,
              maxLength: 100,
              defaultValue: profile.name,
            },
            {
              name: 'gender',
              label: 'Gender',
              kind: 'select',
              options: genders.map((g) => ({ value: g, label: g })),
              defaultValue: str(profile.gender),
            },
            { name: 'city', label: 'City', maxLength: 100, defaultValue: str(profile.city) },
            {
              name: 'totalExperienceYears',
              label: 'Experience (years)',
              kind: 'number',
              defaultValue: str(profile.totalExperienceYears),
            },
            {
              name: 'fee',
              label: 'Consultation fee (₹)',
              kind: 'number',
              defaultValue: str(profile.fee),
            },
            {
              name: 'nationality',
              label: 'Nationality',
              maxLength: 60,
              defaultValue: str(profile.nationality),
            },
            {
              name: 'bio',
              label: 'Bio',
              kind: 'textarea',
              maxLength: 1500,
              hint: 'Up to 1500 characters.',
              defaultValue: str(profile.bio),
            },
          ]}
        />
      );
      break;
    case 'specializations':
      panel = (
        <PartsSection
          {...partProps}
          part="specializations"
          rows={profile.specializations}
          empty="No specializations yet."
          describe={(s) => (
            <span className="font-medium">
              {s.specialization?.name ?? `Specialization ${s.specializationId}`}
              {s.isPrimary && ' (primary)'}
            </span>
          )}
          form={(add) => (
            <SchemaForm
              label="Add a specialization"
              schema={specializationFormSchema}
              submitLabel="Add specialization"
              resetOnSuccess
              onValid={(v) =>
                add({
                  specializationId: v.specializationId,
                  isPrimary: profile.specializations.length === 0,
                })
              }
              fields={[
                {
                  name: 'specializationId',
                  label: 'Specialization',
                  kind: 'select',
                  required: true,
                  options: (specializations.data ?? [])
                    .filter(
                      (s) => !profile.specializations.some((p) => p.specializationId === s.id),
                    )
                    .map((s) => ({ value: String(s.id), label: s.name })),
                },
              ]}
            />
          )}
        />
      );
      break;
    case 'services':
      panel = (
        <PartsSection
          {...partProps}
          part="services"
          rows={profile.services}
          empty="No services yet."
          describe={(s) => (
            <>
              <span className="font-medium">{s.info?.name ?? `Service ${s.serviceId}`}</span>
              {s.price !== null && ` — ₹${s.price}`}
              {s.discount > 0 && `, ${s.discount}% off`}
            </>
          )}
          form={(add) => (
            <SchemaForm
              label="Add a service"
              schema={serviceFormSchema}
              submitLabel="Add service"
              resetOnSuccess
              onValid={(v) =>
                add({ serviceId: v.serviceId, price: v.price ?? null, discount: v.discount ?? 0 })
              }
              fields={[
                {
                  name: 'serviceId',
                  label: 'Service',
                  kind: 'select',
                  required: true,
                  options: (services.data ?? [])
                    .filter((s) => !profile.services.some((p) => p.serviceId === s.id))
                    .map((s) => ({ value: String(s.id), label: `${s.name} (${s.type})` })),
                },
                { name: 'price', label: 'Price (₹)', kind: 'number' },
                { name: 'discount', label: 'Discount (%)', kind: 'number' },
              ]}
            />
          )}
        />
      );
      break;
    case 'office-history':
      panel = (
        <PartsSection
          {...partProps}
          part="workExperience"
          rows={profile.workExperience}
          empty="No offices yet."
          describe={(w) => (
            <>
              <span className="font-medium">{w.officeName}</span>
              {w.designation && `, ${w.designation}`}
              <span className="block text-muted-foreground">
                {[yearSpan(w.startYear, w.endYear), w.city, w.state].filter(Boolean).join(' · ')}
              </span>
            </>
          )}
          form={(add) => (
            <SchemaForm
              label="Add an office"
              schema={officeHistoryFormSchema}
              submitLabel="Add office"
              resetOnSuccess
              onValid={(v) => add(v)}
              fields={[
                { name: 'officeName', label: 'Office name', required: true, maxLength: 255 },
                {
                  name: 'officeType',
                  label: 'Office type',
                  maxLength: 50,
                  hint: 'Clinic, hospital…',
                },
                { name: 'designation', label: 'Designation', maxLength: 100 },
                { name: 'officeAddress', label: 'Office address', maxLength: 500 },
                { name: 'city', label: 'City', maxLength: 100 },
                { name: 'state', label: 'State', maxLength: 100 },
                { ...yearField('startYear', 'Start year'), required: true },
                { ...yearField('endYear', 'End year'), hint: 'Blank if you work there now.' },
              ]}
            />
          )}
        />
      );
      break;
    case 'education':
      panel = (
        <PartsSection
          {...partProps}
          part="education"
          rows={profile.education}
          empty="No education yet."
          describe={(e) => (
            <>
              <span className="font-medium">{e.degree}</span>
              {e.fieldOfStudy && `, ${e.fieldOfStudy}`}
              <span className="block text-muted-foreground">
                {[e.institution, e.university, yearSpan(e.startYear, e.endYear)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </>
          )}
          form={(add) => (
            <SchemaForm
              label="Add education"
              schema={educationFormSchema}
              submitLabel="Add education"
              resetOnSuccess
              onValid={(v) => add(v)}
              fields={[
                { name: 'degree', label: 'Degree', required: true, maxLength: 100 },
                { name: 'fieldOfStudy', label: 'Field of study', maxLength: 150 },
                { name: 'institution', label: 'Institution', required: true, maxLength: 255 },
                { name: 'university', label: 'University', maxLength: 255 },
                { name: 'city', label: 'City', maxLength: 100 },
                yearField('startYear', 'Start year'),
                yearField('endYear', 'End year'),
              ]}
            />
          )}
        />
      );
      break;
    case 'certifications':
      panel = (
        <PartsSection
          {...partProps}
          part="certifications"
          rows={profile.certifications}
          empty="No certifications yet. Prescriptions carry your registration number: add the certification that has it."
          describe={(c) => (
            <>
              <span className="font-medium">{c.name}</span>
              {c.certificationNumber && ` — Registration no. ${c.certificationNumber}`}
              <span className="block text-muted-foreground">
                {[c.regulatoryBody, c.issuedYear, c.isVerified ? 'verified' : 'not verified yet']
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </>
          )}
          form={(add) => (
            <SchemaForm
              label="Add a certification"
              schema={certificationFormSchema}
              submitLabel="Add certification"
              resetOnSuccess
              onValid={(v) => add(v)}
              fields={[
                { name: 'name', label: 'Certification', required: true, maxLength: 200 },
                {
                  name: 'regulatoryBody',
                  label: 'Regulatory body',
                  maxLength: 200,
                  hint: 'e.g. National Medical Commission',
                },
                { name: 'certificationNumber', label: 'Registration number', maxLength: 50 },
                yearField('issuedYear', 'Year issued'),
              ]}
            />
          )}
        />
      );
      break;
    case 'awards':
      panel = (
        <PartsSection
          {...partProps}
          part="awards"
          rows={profile.awards}
          empty="No awards yet."
          describe={(a) => (
            <>
              <span className="font-medium">{a.title}</span>
              {[a.awardedBy, a.year].filter(Boolean).length > 0 &&
                ` — ${[a.awardedBy, a.year].filter(Boolean).join(', ')}`}
            </>
          )}
          form={(add) => (
            <SchemaForm
              label="Add an award"
              schema={awardFormSchema}
              submitLabel="Add award"
              resetOnSuccess
              onValid={(v) => add(v)}
              fields={[
                { name: 'title', label: 'Award', required: true, maxLength: 255 },
                { name: 'awardedBy', label: 'Awarded by', maxLength: 255 },
                yearField('year', 'Year'),
              ]}
            />
          )}
        />
      );
      break;
    case 'publications':
      panel = (
        <PartsSection
          {...partProps}
          part="publications"
          rows={profile.publications}
          empty="No publications yet."
          describe={(p) => (
            <>
              <span className="font-medium">{p.title}</span>
              {[p.journal, p.year].filter(Boolean).length > 0 &&
                ` — ${[p.journal, p.year].filter(Boolean).join(', ')}`}
            </>
          )}
          form={(add) => (
            <SchemaForm
              label="Add a publication"
              schema={publicationFormSchema}
              submitLabel="Add publication"
              resetOnSuccess
              onValid={(v) => add(v)}
              fields={[
                { name: 'title', label: 'Title', required: true, maxLength: 500 },
                { name: 'journal', label: 'Journal', maxLength: 255 },
                yearField('year', 'Year'),
                { name: 'url', label: 'Link', kind: 'url', maxLength: 1000 },
              ]}
            />
          )}
        />
      );
      break;
    case 'languages':
      panel = (
        <CheckboxGroupForm
          label="Languages you consult in"
          name="languagesSpoken"
          options={personnelLanguages}
          chosen={profile.languagesSpoken}
          schema={profileLanguagesFormSchema}
          onSave={save}
        />
      );
      break;
    case 'consult-modes':
      panel = (
        <CheckboxGroupForm
          label="How you consult"
          name="serviceLocations"
          options={serviceLocations}
          chosen={profile.serviceLocations}
          schema={profileConsultModesFormSchema}
          onSave={save}
        />
      );
      break;
    case 'photo':
      panel = (
        <div className="flex flex-col gap-4">
          {profile.profileImage ? (
            <img
              src={profile.profileImage}
              alt={profile.name}
              className="size-32 rounded-full border object-cover"
            />
          ) : (
            <p className="text-sm text-muted-foreground">No photo yet.</p>
          )}
          <SchemaForm
            label="Photo"
            schema={profilePhotoFormSchema}
            submitLabel="Save photo"
            onValid={(v) => save({ profileImage: v.profileImage ?? null })}
            fields={[
              {
                name: 'profileImage',
                label: 'Photo address',
                kind: 'url',
                maxLength: 1000,
                hint: 'The https:// address of a square photo of you. Leave blank to remove it.',
                defaultValue: str(profile.profileImage),
              },
            ]}
          />
        </div>
      );
      break;
  }

  return (
    <div className="flex flex-col gap-6">
      <PublishPanel profile={profile} userId={userId} />
      <nav aria-label="Profile sections" className="overflow-x-auto [contain:inline-size]">
        <ul className="flex gap-2 pb-1">
          {profileTabs.map((t) => (
            <li key={t} className="shrink-0">
              <Link
                to="/dashboard/personnel/profile"
                search={{ tab: t }}
                aria-current={t === tab ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap',
                  t === tab ? 'bg-primary text-primary-foreground' : 'border hover:bg-accent',
                )}
              >
                {profileTabLabels[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="profile-tab-heading" className="flex max-w-3xl flex-col gap-4">
        <h2 id="profile-tab-heading" className="text-lg font-semibold">
          {profileTabLabels[tab]}
        </h2>
        {/* Keyed by tab and data: a saved profile re-fills the form's defaults. */}
        <div key={`${tab}-${profile.updatedAt}`}>{panel}</div>
      </section>
    </div>
  );
}
