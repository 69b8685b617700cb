import type { CaseDetail, PlanLine } from '../api/case-schemas';
import { formatDate } from '@/lib/format-date';
import type { CaseAppointment } from '../api/get-case-appointments';

export type TimelineEntry =
  | { kind: 'summary'; at: string; key: string; title: string; body: string; by: string }
  | { kind: 'service'; at: string; key: string; title: string; body: string }
  | { kind: 'booking'; at: string; key: string; title: string; body: string; state: string }
  | {
      kind: 'consultation';
      at: string;
      key: string;
      title: string;
      body: string;
      medicines: string[];
      recordings: string[];
    }
  | { kind: 'file'; at: string; key: string; title: string; fileId: string }
  | { kind: 'appointment'; at: string; key: string; title: string; body: string; state: string }
  | { kind: 'prescription'; at: string; key: string; title: string; body: string };

export const formatWhen = (iso: string) => formatDate(iso, { withTime: true });

const appointmentState: Record<string, string> = {
  pending: 'Pending',
  booked: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The follow-up part of a prescription's text ("Follow-up on 12 Feb 2026"). */
const followUp = (day: string | null) =>
  day
    ? `Follow-up on ${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(`${day}T00:00:00`))}`
    : '';

/**
 * A case's summaries, services, bookings, consultations (with prescriptions), files, and the
 * appointments booked under the plan that joined it (with their prescriptions), newest first.
 */
export function caseTimeline(
  c: CaseDetail,
  lines: readonly PlanLine[],
  appointments: readonly CaseAppointment[] = [],
): TimelineEntry[] {
  const lineName = new Map(lines.map((l) => [l.id, l.name]));
  const out: TimelineEntry[] = [];
  for (const s of c.caseSummaries) {
    out.push({
      kind: 'summary',
      at: s.createdAt,
      key: `s${s.id}`,
      title: s.title,
      body: s.brief,
      by: s.authorType,
    });
  }
  for (const sd of c.serviceDetails) {
    const name = lineName.get(sd.serviceId) ?? 'Service';
    out.push({
      kind: 'service',
      at: sd.createdAt,
      key: `d${sd.id}`,
      title: name,
      body: `Status: ${sd.status.replace('_', ' ')}`,
    });
    for (const b of sd.serviceBookingDetails) {
      const state = b.isCancelled
        ? 'Cancelled'
        : b.isCompleted
          ? 'Completed'
          : b.isRescheduled
            ? 'Rescheduled'
            : 'Booked';
      out.push({
        kind: 'booking',
        at: b.createdAt,
        key: `b${b.id}`,
        title: `${name} booked for ${formatWhen(b.scheduledAt)}`,
        body: `By ${b.bookedBy} · ${b.bookingType}`,
        state,
      });
      for (const cd of b.consultationDetails ? [b.consultationDetails] : []) {
        out.push({
          kind: 'consultation',
          at: cd.createdAt,
          key: `c${cd.id}`,
          title: `Consultation (${cd.serviceLocation})`,
          body: [
            cd.prescription && `Prescription: ${cd.prescription}`,
            cd.followUpOn && `Follow-up on ${formatWhen(cd.followUpOn)}`,
          ]
            .filter(Boolean)
            .join(' · '),
          medicines: cd.medicineItems.map((m) =>
            [
              m.medicine,
              m.dosage && `${m.dosage}`,
              m.frequency.join(', '),
              m.duration,
              m.conditions,
            ]
              .filter(Boolean)
              .join(' · '),
          ),
          recordings: cd.callRecordingUrls,
        });
      }
    }
  }
  for (const f of c.caseFiles) {
    out.push({
      kind: 'file',
      at: f.createdAt,
      key: `f${f.id}`,
      title: f.fileName,
      fileId: f.fileId,
    });
  }
  for (const a of appointments) {
    out.push({
      kind: 'appointment',
      at: a.startsAt,
      key: `a${a.bookingId}`,
      title: `Appointment with ${a.doctor ?? 'a doctor'} on ${formatWhen(a.startsAt)}`,
      body: '',
      state: appointmentState[a.status] ?? a.status,
    });
    if (a.prescription && a.prescribedAt) {
      out.push({
        kind: 'prescription',
        at: a.prescribedAt,
        key: `p${a.bookingId}`,
        title: `Prescription by ${a.doctor ?? 'the doctor'}`,
        body: [a.prescription, followUp(a.followUpDate)].filter(Boolean).join('\n'),
      });
    }
  }
  return out.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
