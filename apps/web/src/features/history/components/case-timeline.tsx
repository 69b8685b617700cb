import { Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { TagList } from '@/components/tag-list';
import { describeError } from '@/lib/errors';
import { useCase } from '../api/get-case';
import { useCaseAppointments } from '../api/get-case-appointments';
import { usePlanLines } from '../api/get-members';
import { caseTimeline, formatWhen } from '../lib/timeline';
import { SummaryForm } from './summary-form';

// The care team's forms load only for the care team: a member's case page never needs them.
const ConsultationTools = lazy(() =>
  import('./consultation-forms').then((m) => ({ default: m.ConsultationTools })),
);

// The member's file links load only on the member's case page.
const CaseFiles = lazy(() => import('./case-files').then((m) => ({ default: m.CaseFiles })));

const kindLabel = {
  summary: 'Summary',
  service: 'Service',
  booking: 'Booking',
  consultation: 'Consultation',
  file: 'File',
  appointment: 'Appointment',
  prescription: 'Prescription',
} as const;

/**
 * A case and its timeline: summaries, services, bookings, consultations (prescriptions and
 * medicines) and linked locker files. `children` adds the viewer's own tools (booking, for a case
 * manager); everyone who sees the case may add a summary. `viewer` adds the consultation and
 * medicine forms (the care team) or the locker-file links (the member).
 */
export function CaseTimeline({
  caseId,
  username,
  viewer,
  children,
}: {
  caseId: string;
  /** The viewer's username, for links to their locker (the member's own files). */
  username?: string;
  viewer?: 'member' | 'care-team';
  children?: ReactNode;
}) {
  const { data, isPending, error } = useCase(caseId);
  const lines = usePlanLines();
  const appointments = useCaseAppointments(caseId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading the case…</p>;
  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeError(error)}
      </p>
    );
  if (!data) return <p className="text-sm text-muted-foreground">Case not found.</p>;
  const entries = caseTimeline(data, lines.data ?? [], appointments.data ?? []);
  // The member's view is the member's case page: the case's title is the page's one heading.
  const Title = viewer === 'member' ? 'h1' : 'h2';
  const SectionTitle = viewer === 'member' ? 'h2' : 'h3';
  return (
    <article className="flex flex-col gap-6" aria-labelledby="case-title">
      <header className="flex flex-col gap-1">
        <Title id="case-title" className="text-xl font-semibold">
          {data.treatmentFor}
        </Title>
        <p className="text-sm text-muted-foreground">
          {data.status === 'open' ? 'Open' : 'Closed'} · opened {formatWhen(data.createdAt)} ·{' '}
          {data.subscriberCrn}
        </p>
        {data.leftPlanAt && (
          <p className="text-sm text-muted-foreground">
            Kept after leaving the plan on {formatWhen(data.leftPlanAt)}: the plan’s case manager no
            longer sees this case.
          </p>
        )}
        <TagList tags={data.tags} />
      </header>
      <SummaryForm caseId={data.id} />
      {children}
      {viewer === 'care-team' && (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <ConsultationTools data={data} lines={lines.data ?? []} />
        </Suspense>
      )}
      {viewer === 'member' && (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
          <CaseFiles data={data} />
        </Suspense>
      )}
      <section aria-labelledby="timeline-title" className="flex flex-col gap-3">
        <SectionTitle id="timeline-title" className="text-lg font-semibold">
          Timeline
        </SectionTitle>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing on this case yet.</p>
        ) : (
          <ol className="flex flex-col gap-3 border-l pl-4">
            {entries.map((e) => (
              <li key={e.key} className="flex flex-col gap-1">
                <p className="text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">{kindLabel[e.kind]}</span> ·{' '}
                  {formatWhen(e.at)}
                  {e.kind === 'summary' && <> · by {e.by}</>}
                  {(e.kind === 'booking' || e.kind === 'appointment') && <> · {e.state}</>}
                </p>
                <p className="font-medium break-words">{e.title}</p>
                {'body' in e && e.body && (
                  <p className="text-sm break-words whitespace-pre-line">{e.body}</p>
                )}
                {e.kind === 'consultation' && e.medicines.length > 0 && (
                  <ul className="list-disc pl-5 text-sm" aria-label="Medicines">
                    {e.medicines.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                )}
                {e.kind === 'consultation' &&
                  e.recordings.map((url, i) => (
                    <a
                      key={url}
                      href={url}
                      className="text-sm underline"
                      rel="noreferrer"
                      target="_blank"
                    >
                      Call recording {i + 1}
                    </a>
                  ))}
                {e.kind === 'file' && username && (
                  <Link to="/$username/docs" params={{ username }} className="text-sm underline">
                    Open your documents
                  </Link>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
