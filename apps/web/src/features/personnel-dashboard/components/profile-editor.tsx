import { genders, personnelLanguages, serviceLocations } from '@athcare/shared/personnel.schema';
import {
  missingForPublishing,
  profileAboutFormSchema,
  profileConsultModesFormSchema,
  profileLanguagesFormSchema,
  profilePhotoFormSchema,
} from '@athcare/shared/personnel-profile-form.schema';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/alert';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { type EditableProfile, useUpdateMyProfile } from '../api/profile-editing';
import { type ProfileTab, profileTabLabels, profileTabs } from '../lib/profile-tabs';
import { SchemaForm } from './profile-form-kit';
import { listSections, ProfileListSection } from './profile-list-sections';

const str = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

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
  const verified = profile.verificationStatus === 'verified';
  const pending = profile.verificationStatus === 'pending';
  const toggle = (isPublished: boolean) => {
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
      <FormAlert error={update.error} />
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

/** The tabs that choose from a fixed list (checkboxes saved on the profile row). */
const choiceSections: Partial<
  Record<
    ProfileTab,
    {
      label: string;
      name: 'languagesSpoken' | 'serviceLocations';
      options: readonly string[];
      schema: typeof profileLanguagesFormSchema | typeof profileConsultModesFormSchema;
    }
  >
> = {
  languages: {
    label: 'Languages you consult in',
    name: 'languagesSpoken',
    options: personnelLanguages,
    schema: profileLanguagesFormSchema,
  },
  'consult-modes': {
    label: 'How you consult',
    name: 'serviceLocations',
    options: serviceLocations,
    schema: profileConsultModesFormSchema,
  },
};

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
  const save = async (patch: Record<string, unknown>) => {
    await update.mutateAsync(patch);
    toast.success('Profile saved');
  };

  const list = listSections[tab];
  const choice = choiceSections[tab];
  let panel: ReactNode;
  if (list) panel = <ProfileListSection config={list} profile={profile} userId={userId} />;
  else if (choice)
    panel = <CheckboxGroupForm {...choice} chosen={profile[choice.name]} onSave={save} />;
  else
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
