import type { SessionUser } from '@athcare/shared/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarDaysIcon, FileTextIcon, GlobeIcon, LockIcon, ShieldCheckIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { initials } from '@/components/app-sidebar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecentDocuments } from '@/features/home/api/get-recent-documents';
import { displayName, profileByUsernameQueryOptions } from '@/features/locker/api/asset-access';
import { useUpcomingAppointments } from '@/features/home/api/get-upcoming-appointments';
import { useSubscriptionCheck } from '@/features/locker/api/get-subscription-check';
import { PreferencesSummary } from '@/features/settings/components/preferences-summary';
import { formatDate, formatDateTime } from '@/lib/format';
import { useUserAccountStore } from '@/stores/user-account-store';

function Loading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}

function UpcomingVisits({ userId }: { userId: string }) {
  const [now] = useState(() => new Date());
  const visits = useUpcomingAppointments(userId, now);
  const timeZone = useUserAccountStore((s) => s.settings.timeZone);
  if (visits.isPending) return <Loading />;
  if (visits.isError) return <p role="alert">Your visits could not be loaded.</p>;
  if (visits.data.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No upcoming visits.{' '}
        <Link to="/explore/doctors" className="font-medium text-primary underline">
          Find a doctor
        </Link>
      </p>
    );
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {visits.data.slice(0, 3).map((v) => (
        <li key={v.id} className="flex items-center gap-2">
          <CalendarDaysIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span>
            <span className="font-medium">{v.personnel?.name ?? 'Doctor'}</span>,{' '}
            {formatDateTime(v.startsAt, timeZone)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function RecentDocuments({ userId }: { userId: string }) {
  const docs = useRecentDocuments(userId);
  if (docs.isPending) return <Loading />;
  if (docs.isError) return <p className="text-sm text-muted-foreground">No documents to show.</p>;
  if (docs.data.length === 0)
    return <p className="text-sm text-muted-foreground">No documents in your locker yet.</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {docs.data.map((d) => (
        <li key={d.id} className="flex items-center gap-2">
          <FileTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 truncate">{d.name}</span>
          <span className="ml-auto shrink-0 text-xs text-muted-foreground">
            {formatDate(d.updatedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ActivePlan() {
  const plan = useSubscriptionCheck();
  if (plan.isPending) return <Loading />;
  if (plan.isError) return <p className="text-sm text-muted-foreground">Could not check.</p>;
  const plans = [
    plan.data.mediLockerActivated ? 'Medilocker' : null,
    plan.data.otherActivatedSubscriptionName,
  ].filter(Boolean);
  return plans.length > 0 ? (
    <p className="text-sm">
      <span className="font-medium">{plans.join(', ')}</span> — active
    </p>
  ) : (
    <p className="text-sm text-muted-foreground">
      No active plan.{' '}
      <Link to="/pricing" className="font-medium text-primary underline">
        See plans
      </Link>
    </p>
  );
}

/** The profile photo, else the initials (decorative: the name is the heading next to it). */
function ProfileAvatar({ initials, photoUrl }: { initials: string; photoUrl?: string | null }) {
  return photoUrl ? (
    <img
      src={photoUrl}
      alt=""
      data-testid="profile-avatar"
      className="size-16 shrink-0 rounded-full border object-cover"
    />
  ) : (
    <span
      aria-hidden
      data-testid="profile-avatar"
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
    >
      {initials}
    </span>
  );
}

/** A profile's heading: the photo or initials beside the name, with a line under the name. */
function ProfileHeading({
  name,
  initials,
  photoUrl,
  children,
}: {
  name: string;
  initials: string;
  photoUrl?: string | null;
  children: ReactNode;
}) {
  return (
    <header className="flex items-center gap-4">
      <ProfileAvatar initials={initials} photoUrl={photoUrl} />
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{name}</h1>
        <p className="truncate text-sm text-muted-foreground">{children}</p>
      </div>
    </header>
  );
}

/** One card of the member's summary: its title (and what it holds, when said) over its content. */
function SummaryCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: string;
  description?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{title}</h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** Another member's /{username}/: only what is public of them, never visits, documents or plan. */
export function PublicProfileSummary({ username }: { username: string }) {
  const profile = useQuery(profileByUsernameQueryOptions(username));
  if (profile.isPending) return <Loading />;
  if (profile.isError || !profile.data)
    return <p role="alert">This profile could not be loaded.</p>;
  const p = profile.data;
  const name = displayName(p);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <ProfileHeading
        name={name}
        initials={initials({
          firstName: p.firstName ?? '',
          lastName: p.lastName ?? '',
          username: p.username,
        })}
        photoUrl={p.avatarUrl}
      >
        @{p.username}
      </ProfileHeading>
      <p className="flex gap-2 text-sm text-muted-foreground">
        <GlobeIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        Only {name}&rsquo;s name, username and photo are public. Their visits, documents and plan
        are private.
      </p>
    </div>
  );
}

/**
 * The member's own summary: who they are, what is coming up, their latest documents, their plan,
 * and what of it anybody else can see.
 */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const fullName = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
  const docs = { to: '/$username/docs', params: { username: user.username } } as const;
  const ownProfile = useQuery(profileByUsernameQueryOptions(user.username));
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <ProfileHeading
        name={fullName || user.username}
        initials={initials(user)}
        photoUrl={ownProfile.data?.avatarUrl}
      >
        @{user.username} · {user.email}
      </ProfileHeading>
      {/* grid-cols-1 (minmax(0, 1fr)): a long file name truncates instead of widening the column. */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <SummaryCard title="Upcoming visits" contentClassName="flex flex-col gap-3">
          <UpcomingVisits userId={user.id} />
          <Link to="/appointments/appointments" className="text-sm text-primary underline">
            All my appointments
          </Link>
        </SummaryCard>
        <SummaryCard title="Recent documents" contentClassName="flex flex-col gap-3">
          <RecentDocuments userId={user.id} />
          <Button asChild variant="outline" size="sm" className="self-start">
            <Link {...docs}>
              <FileTextIcon aria-hidden />
              Open my documents
            </Link>
          </Button>
        </SummaryCard>
        <SummaryCard title="Plan" description="Your subscriptions.">
          <ActivePlan />
        </SummaryCard>
        <SummaryCard title="Preferences" contentClassName="flex flex-col gap-3">
          <PreferencesSummary />
          <Link
            to="/$username/edit/system-preferences"
            params={{ username: user.username }}
            className="text-sm text-primary underline"
          >
            Change preferences
          </Link>
        </SummaryCard>
        <SummaryCard title="What is public">
          <ul className="flex flex-col gap-2 text-sm">
            <li className="flex gap-2">
              <GlobeIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              Your name, username and photo: signed-in members see them at this address.
            </li>
            <li className="flex gap-2">
              <LockIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              Your email, visits, documents and plan are seen by you only.
            </li>
            <li className="flex gap-2">
              <ShieldCheckIcon
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                aria-hidden
              />
              A document is seen by others only through a share you create, until it expires or you
              revoke it; your doctor sees the prescriptions they wrote for you.
            </li>
          </ul>
        </SummaryCard>
      </div>
    </div>
  );
}
