import type { CaseDetail, PlanLine } from '../api/case-schemas';
import { formatDate } from '@/lib/format-date';

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
  | { kind: 'file'; at: string; key: string; title: string; fileId: string };

export const formatWhen = (iso: string) => formatDate(iso, { withTime: true });

/** A case's summaries, services, bookings, consultations (with prescriptions) and files, newest first. */
export function caseTimeline(c: CaseDetail, lines: readonly PlanLine[]): TimelineEntry[] {
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
      for (const cd of b.consultationDetails) {
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
  return out.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
