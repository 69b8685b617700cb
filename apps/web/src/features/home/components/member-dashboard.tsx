import type { SessionUser } from '@athcare/shared/auth.schema';
import {
  ActivityIcon,
  ArrowRightIcon,
  CalendarDaysIcon,
  FileTextIcon,
  ShoppingBagIcon,
  StethoscopeIcon,
} from 'lucide-react';
import { AppLink } from '@/components/app-link';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isNavTargetBuilt, navHref, type NavTarget } from '@/lib/nav-targets';
import { useRecentDocuments } from '../api/get-recent-documents';
import { useUpcomingAppointments } from '../api/get-upcoming-appointments';
import { formatDate } from '@/lib/format';
import {
  CardListContent,
  CardListItem,
  DashboardCard,
  EmptyCardContent,
} from './dashboard-card-parts';

function CardSkeleton() {
  return (
    <CardContent className="flex flex-col gap-2" aria-busy="true">
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
    </CardContent>
  );
}

/** The next bookings, in the member's own time zone. */
function UpcomingAppointmentsContent({ userId, now }: { userId: string; now: Date }) {
  const { data, isPending } = useUpcomingAppointments(userId, now);
  if (isPending) return <CardSkeleton />;
  if (!data?.length) {
    return (
      <EmptyCardContent
        icon={CalendarDaysIcon}
        href="/explore/doctors"
        linkLabel="Book an appointment"
      >
        You have no upcoming appointments.
      </EmptyCardContent>
    );
  }
  return (
    <CardListContent
      labelledBy="appointments-heading"
      href="/appointments/appointments"
      linkLabel="All appointments"
    >
      {data.map((booking) => (
        <CardListItem
          key={booking.id}
          icon={CalendarDaysIcon}
          title={booking.personnel?.name ?? 'Appointment'}
          detail={
            <>
              {formatDate(booking.startsAt, { withTime: true })}
              {booking.status === 'pending' ? ' · awaiting confirmation' : ''}
            </>
          }
        />
      ))}
    </CardListContent>
  );
}

/** The latest files in the member's own locker. */
function RecentDocumentsContent({ userId, docsHref }: { userId: string; docsHref: string }) {
  const { data, isPending } = useRecentDocuments(userId);
  if (isPending) return <CardSkeleton />;
  if (!data?.length) {
    return (
      <EmptyCardContent icon={FileTextIcon} href={docsHref} linkLabel="Open my documents">
        No documents yet. Upload reports to keep them in one place.
      </EmptyCardContent>
    );
  }
  return (
    <CardListContent labelledBy="documents-heading" href={docsHref} linkLabel="Open my documents">
      {data.map((file) => (
        <CardListItem
          key={file.id}
          icon={FileTextIcon}
          title={file.name}
          detail={<>Updated {formatDate(file.updatedAt)}</>}
          truncate
        />
      ))}
    </CardListContent>
  );
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** The signed-in member's home: what they can do next, and what is coming up. */
export function MemberDashboard({ user, now = new Date() }: { user: SessionUser; now?: Date }) {
  const allQuickLinks = [
    {
      title: 'Find a doctor',
      description: 'Search doctors by speciality and book a consultation.',
      target: 'exploreDoctors',
      icon: StethoscopeIcon,
    },
    {
      title: 'Health store',
      description: 'Health checks, wellness plans and teas, delivered.',
      target: 'store',
      icon: ShoppingBagIcon,
    },
    {
      title: 'Trackers',
      description: 'Log activity, goals and vitals over time.',
      target: 'trackers',
      icon: ActivityIcon,
    },
    {
      title: 'My documents',
      description: 'Reports and prescriptions in your medical locker.',
      target: 'docs',
      icon: FileTextIcon,
    },
  ] satisfies ({ target: NavTarget; title: string } & Record<string, unknown>)[];
  // Cards whose page is not built yet are hidden (lib/nav-targets.ts decides).
  const quickLinks = allQuickLinks
    .filter((link) => isNavTargetBuilt(link.target))
    .map((link) => ({ ...link, href: navHref(link.target, user.username) }));

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
      <section aria-labelledby="welcome-heading" className="flex flex-col gap-1">
        <h1 id="welcome-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {greeting(now.getHours())}, {user.firstName}
        </h1>
        <p className="text-muted-foreground">
          Welcome to Athcare. Here is your health at a glance.
        </p>
      </section>

      <section aria-labelledby="quick-links-heading">
        <h2 id="quick-links-heading" className="mb-3 text-lg font-semibold">
          Quick links
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {quickLinks.map(({ title, description, href, icon: Icon }) => (
            <li key={href}>
              <AppLink
                href={href}
                className="group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="flex items-center gap-1 font-medium">
                  {title}
                  <ArrowRightIcon
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <DashboardCard
          headingId="appointments-heading"
          title="Upcoming appointments"
          description="Consultations and lab visits you have booked."
        >
          <UpcomingAppointmentsContent userId={user.id} now={now} />
        </DashboardCard>
        <DashboardCard
          headingId="documents-heading"
          title="Recent documents"
          description="The latest files in your medical locker."
        >
          <RecentDocumentsContent userId={user.id} docsHref={navHref('docs', user.username)} />
        </DashboardCard>
      </div>
    </div>
  );
}
