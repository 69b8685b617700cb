import { DEFAULT_TIMEZONE } from '@athcare/shared/constants';
import type { PersonnelFullProfile } from '@athcare/shared/personnel.schema';
import {
  AwardIcon,
  BadgeCheckIcon,
  BookOpenIcon,
  BriefcaseMedicalIcon,
  GraduationCapIcon,
  IndianRupeeIcon,
  LanguagesIcon,
  MapPinIcon,
  MessageCircleQuestionIcon,
  StarIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { type ProfileTab } from '../lib/doctor-search-params';
import { formatRating, formatYears } from '../lib/format';
import { TagList } from '@/components/tag-list';
import { compareInstants } from '@/lib/compare-instants';
import { formatDate, formatInr } from '@/lib/format';
import type { DirectoryKind } from './doctor-card';
import { useSessionStore } from '@/stores/session-store';
import { AskQuestionForm } from './ask-question-form';
import { PersonnelAvatar } from './personnel-avatar';
import { VerifiedMark } from './verified-mark';
import { panelId, profileTabLabels, ProfileTabs, tabId } from './profile-tabs';

/** A doctor's (or any personnel's) public profile with its tabs (spec §2, §3 Personnel). */
export function PersonnelProfileView({
  profile,
  tab,
  kind,
  slotsPanel,
}: {
  profile: PersonnelFullProfile;
  tab: ProfileTab;
  kind: DirectoryKind;
  /** The booking panel for the "Available slots" tab; the route composes it from appointments. */
  slotsPanel: ReactNode;
}) {
  const primary =
    profile.specializations.find((s) => s.isPrimary)?.specialization ??
    profile.specializations[0]?.specialization;
  const experience = formatYears(profile.totalExperienceYears);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <PersonnelAvatar
          name={profile.name}
          image={profile.profileImage}
          className="size-20 text-2xl"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{profile.name}</h1>
          <p className="text-muted-foreground">
            {[primary?.name, profile.type.name !== primary?.name ? profile.type.name : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {profile.verificationStatus === 'verified' ? <VerifiedMark /> : null}
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="At a glance">
            {experience ? (
              <li className="flex items-center gap-1.5">
                <BriefcaseMedicalIcon className="size-4 text-muted-foreground" aria-hidden />
                {experience}
              </li>
            ) : null}
            <li className="flex items-center gap-1.5">
              <StarIcon className="size-4 text-muted-foreground" aria-hidden />
              <span className="sr-only">Rating:</span>
              {formatRating(profile.ratingAvg, profile.ratingCount)}
            </li>
            {profile.city ? (
              <li className="flex items-center gap-1.5">
                <MapPinIcon className="size-4 text-muted-foreground" aria-hidden />
                {profile.city}
              </li>
            ) : null}
            {profile.fee !== null ? (
              <li className="flex items-center gap-1.5">
                <IndianRupeeIcon className="size-4 text-muted-foreground" aria-hidden />
                Consultation fee {formatInr(profile.fee)}
              </li>
            ) : null}
            {profile.languagesSpoken.length > 0 ? (
              <li className="flex items-center gap-1.5">
                <LanguagesIcon className="size-4 text-muted-foreground" aria-hidden />
                <span className="sr-only">Languages:</span>
                {profile.languagesSpoken.join(', ')}
              </li>
            ) : null}
          </ul>
        </div>
      </header>

      <ProfileTabs kind={kind} id={profile.id} active={tab} />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        tabIndex={0}
        className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <h2 className="sr-only">{profileTabLabels[tab]}</h2>
        {tab === 'overview' ? <Overview profile={profile} /> : null}
        {tab === 'services' ? <Services profile={profile} /> : null}
        {tab === 'experience' ? <Experience profile={profile} /> : null}
        {tab === 'reviews' ? <Reviews profile={profile} /> : null}
        {tab === 'questions' ? <Questions profile={profile} /> : null}
        {tab === 'slots' ? <div data-testid="doctor-slots">{slotsPanel}</div> : null}
      </div>
    </div>
  );
}

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

const iconClass = 'size-5 text-muted-foreground';

function Overview({ profile }: { profile: PersonnelFullProfile }) {
  const facts = [...profile.kyp].sort((a, b) => a.sortOrder - b.sortOrder);
  const addresses = profile.addressAssignments.filter((a) => a.isPublic);
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div className="flex flex-col gap-6">
        <Section title="About">
          {profile.bio ? (
            <p className="leading-7">{profile.bio}</p>
          ) : (
            <Empty>No introduction yet.</Empty>
          )}
        </Section>
        {profile.specializations.length > 0 ? (
          <Section title="Specializations">
            <ul className="flex flex-wrap gap-2">
              {profile.specializations.map((s) => (
                <li key={s.id} className="rounded-full bg-secondary px-3 py-1 text-sm">
                  {s.specialization?.name ?? `Specialization ${s.specializationId}`}
                  {s.specialization?.department ? ` · ${s.specialization.department.name}` : ''}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        {profile.serviceLocations.length > 0 ? (
          <Section title="Consults">
            <p>{profile.serviceLocations.join(', ')}</p>
          </Section>
        ) : null}
      </div>
      <div className="flex flex-col gap-6">
        {facts.length > 0 ? (
          <Section title="Quick facts">
            <dl className="flex flex-col gap-2 text-sm">
              {facts.map((f) => (
                <div key={f.id} className="flex flex-col">
                  <dt className="text-muted-foreground">{f.key}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </Section>
        ) : null}
        {addresses.length > 0 ? (
          <Section title="Practice address">
            <ul className="flex flex-col gap-3 text-sm">
              {addresses.map((a) => (
                <li key={a.id}>
                  <address className="not-italic">
                    {a.label ? <span className="font-medium">{a.label}</span> : null}
                    {a.label ? <br /> : null}
                    {[a.addressLine1, a.addressLine2, a.areaSector].filter(Boolean).join(', ')}
                    <br />
                    {[a.city, a.state, a.postalCode].filter(Boolean).join(', ')}
                  </address>
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </div>
  );
}

function Services({ profile }: { profile: PersonnelFullProfile }) {
  if (profile.services.length === 0) return <Empty>No services listed yet.</Empty>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {profile.services.map((s) => {
        const price = s.price ?? s.info?.priceGeneral ?? null;
        const discounted = price !== null && s.discount > 0 ? price * (1 - s.discount / 100) : null;
        return (
          <li key={s.id} className="flex flex-col gap-1 rounded-xl border p-4">
            <div className="flex items-start justify-between gap-3">
              <h3 className="font-medium">{s.info?.name ?? `Service ${s.serviceId}`}</h3>
              {price !== null ? (
                <p className="text-right font-semibold whitespace-nowrap">
                  {discounted !== null ? (
                    <>
                      <span className="sr-only">Price </span>
                      {formatInr(discounted)}{' '}
                      <s className="text-sm font-normal text-muted-foreground">
                        <span className="sr-only">instead of </span>
                        {formatInr(price)}
                      </s>
                    </>
                  ) : (
                    formatInr(price)
                  )}
                  {s.info?.priceGeneralUnit ? (
                    <span className="block text-xs font-normal text-muted-foreground">
                      {s.info.priceGeneralUnit}
                    </span>
                  ) : null}
                </p>
              ) : null}
            </div>
            {s.info?.type ? <p className="text-xs text-muted-foreground">{s.info.type}</p> : null}
            {s.info?.detail ? (
              <p className="text-sm text-muted-foreground">{s.info.detail}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

const years = (start: number | null, end: number | null) =>
  start === null && end === null ? null : `${start ?? '…'} – ${end ?? 'present'}`;

function Experience({ profile }: { profile: PersonnelFullProfile }) {
  const work = [...profile.workExperience].sort((a, b) => (b.startYear ?? 0) - (a.startYear ?? 0));
  const education = [...profile.education].sort((a, b) => (b.endYear ?? 0) - (a.endYear ?? 0));
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <RecordsSection
        title="Experience"
        icon={<BriefcaseMedicalIcon className={iconClass} aria-hidden />}
        empty="No experience listed."
        records={work}
        timeline
        heading={(w) => (w.designation ? `${w.designation}, ${w.officeName}` : w.officeName)}
        facts={(w) => [years(w.startYear, w.endYear), w.city]}
      />
      <RecordsSection
        title="Education"
        icon={<GraduationCapIcon className={iconClass} aria-hidden />}
        empty="No education listed."
        records={education}
        timeline
        heading={(e) => (
          <>
            {e.degree}
            {e.fieldOfStudy ? ` (${e.fieldOfStudy})` : ''}
          </>
        )}
        facts={(e) => [e.institution, e.city, years(e.startYear, e.endYear)]}
      />
      <RecordsSection
        title="Certifications"
        icon={<BadgeCheckIcon className={iconClass} aria-hidden />}
        empty="No certifications listed."
        records={profile.certifications}
        heading={(c) => (
          <>
            {c.name}
            {c.isVerified ? (
              <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
                Verified
              </span>
            ) : null}
          </>
        )}
        facts={(c) => [c.regulatoryBody, c.certificationNumber, c.issuedYear]}
      />
      <RecordsSection
        title="Awards"
        icon={<AwardIcon className={iconClass} aria-hidden />}
        empty="No awards listed."
        records={profile.awards}
        heading={(a) => a.title}
        facts={(a) => [a.awardedBy, a.year]}
      />
      <RecordsSection
        title="Publications"
        icon={<BookOpenIcon className={iconClass} aria-hidden />}
        empty="No publications listed."
        records={profile.publications}
        heading={(p) =>
          p.url && /^https?:\/\//.test(p.url) ? (
            <a
              href={p.url}
              className="underline underline-offset-4"
              rel="noreferrer noopener"
              target="_blank"
            >
              {p.title}
            </a>
          ) : (
            p.title
          )
        }
        facts={(p) => [p.journal, p.year]}
      />
    </div>
  );
}

/**
 * A section of the profile's records (jobs, degrees, awards…): each its heading and its facts
 * joined by dots, or the note that there are none. `timeline` lists them in order, ruled at the left.
 */
function RecordsSection<Row extends { id: number | string }>({
  title,
  icon,
  empty,
  records,
  timeline = false,
  heading,
  facts,
}: {
  title: string;
  icon: ReactNode;
  empty: string;
  records: readonly Row[];
  timeline?: boolean;
  heading: (record: Row) => ReactNode;
  facts: (record: Row) => readonly (string | number | null | undefined)[];
}) {
  const List = timeline ? 'ol' : 'ul';
  return (
    <Section title={title} icon={icon}>
      {records.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <List className={timeline ? 'flex flex-col gap-3' : 'flex flex-col gap-2'}>
          {records.map((record) => (
            <li key={record.id} className={timeline ? 'border-l-2 pl-3' : undefined}>
              <p className="font-medium">{heading(record)}</p>
              <p className="text-sm text-muted-foreground">
                {facts(record).filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon
          key={i}
          className={
            i < rating ? 'size-4 fill-amber-500 text-amber-600' : 'size-4 text-muted-foreground'
          }
          aria-hidden
        />
      ))}
    </span>
  );
}

function Reviews({ profile }: { profile: PersonnelFullProfile }) {
  const reviews = [...profile.reviews].sort((a, b) => compareInstants(b.reviewedAt, a.reviewedAt));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <span className="text-2xl font-semibold">
          {profile.ratingCount > 0 ? profile.ratingAvg.toFixed(1) : '–'}
        </span>{' '}
        <span className="text-muted-foreground">
          average from {profile.ratingCount} {profile.ratingCount === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      {reviews.length === 0 ? (
        <Empty>No reviews yet.</Empty>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.map((r) => (
            <li key={r.id} className="flex flex-col gap-1 rounded-xl border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars rating={r.rating} />
                <span className="text-xs text-muted-foreground">
                  {formatDate(r.reviewedAt, { timeZone: DEFAULT_TIMEZONE })}
                </span>
              </div>
              {r.review ? <p>{r.review}</p> : null}
              <p className="text-sm text-muted-foreground">— {r.byName ?? 'A patient'}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Questions({ profile }: { profile: PersonnelFullProfile }) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const answered = profile.askPersonnel.filter(
    (q) => q.isPublic && (q.personnelAnswer ?? q.autoAnswer),
  );
  const ownProfile = userId !== null && profile.userId === userId;
  // The asker reads their own questions before the answer (RLS); nobody else does.
  const waiting = profile.askPersonnel.filter(
    (q) => q.askedBy === userId && !(q.personnelAnswer ?? q.autoAnswer),
  );
  return (
    <div className="flex flex-col gap-6">
      {userId && !ownProfile ? (
        <AskQuestionForm profileId={profile.id} doctorName={profile.name} />
      ) : null}
      {waiting.length > 0 ? (
        <section aria-label="Your questions waiting for an answer" className="flex flex-col gap-2">
          <h3 className="font-medium">Waiting for an answer</h3>
          <ul className="flex flex-col gap-2">
            {waiting.map((q) => (
              <li key={q.id} className="rounded-xl border border-dashed p-3 text-sm">
                {q.question}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <AnsweredQuestions answered={answered} />
    </div>
  );
}

function AnsweredQuestions({ answered }: { answered: PersonnelFullProfile['askPersonnel'] }) {
  if (answered.length === 0) return <Empty>No answered questions yet.</Empty>;
  return (
    <ul className="flex flex-col gap-4">
      {answered.map((q) => (
        <li key={q.id} className="flex flex-col gap-2 rounded-xl border p-4">
          <p className="flex gap-2 font-medium">
            <MessageCircleQuestionIcon
              className="mt-0.5 size-5 shrink-0 text-muted-foreground"
              aria-hidden
            />
            <span>
              <span className="sr-only">Question: </span>
              {q.question}
            </span>
          </p>
          <p className="pl-7 leading-7">
            <span className="sr-only">Answer: </span>
            {q.personnelAnswer ?? q.autoAnswer}
          </p>
          <TagList tags={q.tags} className="pl-7" />
        </li>
      ))}
    </ul>
  );
}
