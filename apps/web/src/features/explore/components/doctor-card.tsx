import type { DirectoryEntry } from '@athcare/shared/personnel-directory.schema';
import { Link, linkOptions } from '@tanstack/react-router';
import {
  BriefcaseMedicalIcon,
  IndianRupeeIcon,
  LanguagesIcon,
  type LucideIcon,
  MapPinIcon,
  StarIcon,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';
import { Skeleton } from '@/components/ui/skeleton';
import { SkeletonMediaLines } from '@/components/skeleton-shapes';
import { formatRating, formatYears } from '../lib/format';
import { formatInr } from '@/lib/format';
import { PersonnelAvatar } from './personnel-avatar';
import { VerifiedMark } from './verified-mark';

/** Which detail page a card opens: /explore/doctors/{id} or /explore/personnels/{id}. */
export type DirectoryKind = 'doctor' | 'personnel';

/** One directory entry: name, specialization, experience, fee, rating, city and languages. */
export function DoctorCard({
  entry,
  kind = 'doctor',
}: {
  entry: DirectoryEntry;
  kind?: DirectoryKind;
}) {
  const headingId = useId();
  const experience = formatYears(entry.totalExperienceYears);
  const detailPage =
    kind === 'doctor'
      ? linkOptions({ to: '/explore/doctors/$doctorId', params: { doctorId: entry.id } })
      : linkOptions({ to: '/explore/personnels/$personnelId', params: { personnelId: entry.id } });
  const titleClass =
    "text-base font-semibold after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none";
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm focus-within:ring-2 focus-within:ring-ring"
    >
      <div className="flex items-start gap-3">
        <PersonnelAvatar name={entry.name} image={entry.profileImage} />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="leading-snug">
            <Link {...detailPage} className={titleClass}>
              {entry.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            {entry.primarySpecialization ?? entry.personnelType}
            {kind === 'personnel' && entry.primarySpecialization ? ` · ${entry.personnelType}` : ''}
          </p>
          {entry.isVerified ? <VerifiedMark /> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        {experience ? (
          <Fact icon={BriefcaseMedicalIcon} label="Experience">
            {experience}
          </Fact>
        ) : null}
        <Fact icon={StarIcon} label="Rating">
          {formatRating(entry.ratingAvg, entry.ratingCount)}
        </Fact>
        {entry.city ? (
          <Fact icon={MapPinIcon} label="City">
            {entry.city}
          </Fact>
        ) : null}
        {entry.fee !== null ? (
          <Fact icon={IndianRupeeIcon} label="Consultation fee">
            <span className="font-medium">{formatInr(entry.fee)}</span>
          </Fact>
        ) : null}
        {entry.languagesSpoken.length > 0 ? (
          <Fact icon={LanguagesIcon} label="Languages" className="col-span-2">
            {entry.languagesSpoken.join(', ')}
          </Fact>
        ) : null}
      </dl>
    </article>
  );
}

/** A labelled fact with an icon; the label is for screen readers, the icon for the eye. */
function Fact({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex items-start gap-1.5', className)}>
      <dt>
        <Icon className="mt-0.5 size-4 text-muted-foreground" aria-hidden />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export function DoctorCardSkeleton() {
  return (
    <div className="flex h-full flex-col gap-3 rounded-xl border p-4" aria-hidden>
      <SkeletonMediaLines media="size-14 rounded-full" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-5/6" />
      <Skeleton className="h-3 w-2/3" />
    </div>
  );
}
