import type { CaseDetail, PlanLine } from '../api/case-schemas';
import { formatWhen } from './timeline';

/** Bookings of a case that can take a consultation: not cancelled, none recorded yet; newest first. */
export function consultableBookings(c: CaseDetail, lines: readonly PlanLine[]) {
  const name = new Map(lines.map((l) => [l.id, l.name]));
  return c.serviceDetails
    .flatMap((sd) =>
      sd.serviceBookingDetails
        .filter((b) => !b.isCancelled && b.consultationDetails === null)
        .map((b) => ({
          id: b.id,
          at: b.scheduledAt,
          label: `${name.get(sd.serviceId) ?? 'Service'} · ${formatWhen(b.scheduledAt)}`,
        })),
    )
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** A case's recorded consultations, newest first (by when they were recorded). */
export function consultationsOf(c: CaseDetail, lines: readonly PlanLine[]) {
  const name = new Map(lines.map((l) => [l.id, l.name]));
  return c.serviceDetails
    .flatMap((sd) =>
      sd.serviceBookingDetails.flatMap((b) =>
        (b.consultationDetails ? [b.consultationDetails] : []).map((cd) => ({
          id: cd.id,
          at: cd.createdAt,
          label: `${name.get(sd.serviceId) ?? 'Service'} consultation`,
        })),
      ),
    )
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
