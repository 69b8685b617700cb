import { Link } from '@tanstack/react-router';
import type { MyPersonnelProfile } from '../api/get-my-personnel-profile';
import { type ProfileTab, profileTabs } from '../lib/profile-tabs';

/** /dashboard/personnel/profile: the personnel's own profile at a glance (editing comes later). */
export function PersonnelProfileSummary({
  profile,
  tab,
}: {
  profile: MyPersonnelProfile;
  tab: ProfileTab;
}) {
  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Profile sections">
        <ul className="flex gap-2">
          {profileTabs.map((t) => (
            <li key={t}>
              <Link
                to="/dashboard/personnel/profile"
                search={{ tab: t }}
                aria-current={t === tab ? 'page' : undefined}
                className={`inline-flex h-9 items-center rounded-md px-3 text-sm font-medium ${
                  t === tab ? 'bg-primary text-primary-foreground' : 'border hover:bg-accent'
                }`}
              >
                {t === 'overview' ? 'Overview' : 'Registration'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'overview' ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Name</dt>
          <dd>{profile.name}</dd>
          <dt className="font-medium">Type</dt>
          <dd>{profile.type?.name ?? '—'}</dd>
          <dt className="font-medium">City</dt>
          <dd>{profile.city ?? '—'}</dd>
          <dt className="font-medium">Experience</dt>
          <dd>
            {profile.totalExperienceYears !== null ? `${profile.totalExperienceYears} years` : '—'}
          </dd>
          <dt className="font-medium">Languages</dt>
          <dd>{profile.languagesSpoken.join(', ') || '—'}</dd>
          <dt className="font-medium">Listed publicly</dt>
          <dd>{profile.isPublished ? 'Yes' : 'No'}</dd>
          {profile.bio && (
            <>
              <dt className="font-medium">Bio</dt>
              <dd className="whitespace-pre-line">{profile.bio}</dd>
            </>
          )}
        </dl>
      ) : (
        <div className="flex flex-col gap-2 text-sm">
          <p>Prescriptions carry your registration number.</p>
          {profile.certifications.filter((c) => c.certificationNumber).length === 0 ? (
            <p role="alert">
              No registration number yet: add a certification with its number before writing
              prescriptions.
            </p>
          ) : (
            <ul className="flex flex-col gap-1">
              {profile.certifications
                .filter((c) => c.certificationNumber)
                .map((c) => (
                  <li key={c.id}>
                    <span className="font-medium">{c.certificationNumber}</span> — {c.name}
                    {c.regulatoryBody && `, ${c.regulatoryBody}`}
                    {c.isVerified && ' (verified)'}
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        Editing your profile here is coming soon.{' '}
        <Link
          to="/explore/doctors/$doctorId"
          params={{ doctorId: profile.id }}
          className="font-medium text-foreground underline"
        >
          See your public page
        </Link>
      </p>
    </div>
  );
}
