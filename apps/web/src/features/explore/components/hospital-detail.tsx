import type { HospitalDetail } from '@athcare/shared/hospital.schema';
import { ExternalLinkIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import { ColumnHeads } from '@/components/column-heads';
import { formatInr } from '@/lib/format';

/** OpenStreetMap at the hospital's coordinates. */
export function openStreetMapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

/** /explore/hospitals/{id}: rooms (capacity, available, price per day), amenities, address, map link. */
export function HospitalDetailView({ hospital }: { hospital: HospitalDetail }) {
  const { latitude: lat, longitude: lng } = hospital;
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-primary">{hospital.hospitalType ?? 'Hospital'}</p>
        <h1 className="text-3xl font-semibold tracking-tight">{hospital.name}</h1>
        {hospital.description ? (
          <p className="max-w-3xl text-muted-foreground">{hospital.description}</p>
        ) : null}
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Highlights">
          {hospital.beds !== null ? (
            <li className="rounded-full bg-secondary px-3 py-1">{hospital.beds} beds</li>
          ) : null}
          {hospital.establishedYear !== null ? (
            <li className="rounded-full bg-secondary px-3 py-1">
              Since {hospital.establishedYear}
            </li>
          ) : null}
          {hospital.emergency24x7 ? (
            <li className="rounded-full bg-secondary px-3 py-1">24×7 emergency</li>
          ) : null}
          {hospital.accreditations.map((a) => (
            <li key={a} className="rounded-full bg-secondary px-3 py-1">
              {a} accredited
            </li>
          ))}
        </ul>
      </header>

      <section aria-labelledby="hospital-rooms" className="flex flex-col gap-3">
        <h2 id="hospital-rooms" className="text-xl font-semibold">
          Rooms
        </h2>
        {hospital.rooms.length === 0 ? (
          <p className="text-sm text-muted-foreground">No room information yet.</p>
        ) : (
          <div className="relative overflow-x-auto rounded-xl border">
            <table className="w-full min-w-[28rem] text-sm">
              <caption className="sr-only">Rooms at {hospital.name}</caption>
              <thead className="bg-muted/50 text-left">
                <ColumnHeads
                  labels={['Room type', 'Capacity', 'Available', 'Price per day']}
                  firstCellClassName="px-4 py-2 font-medium"
                  cellClassName="px-4 py-2 text-right font-medium"
                />
              </thead>
              <tbody>
                {hospital.rooms.map((r) => (
                  <tr key={r.id} className="border-t">
                    <th scope="row" className="px-4 py-2 text-left font-medium">
                      {r.roomType}
                    </th>
                    <td className="px-4 py-2 text-right tabular-nums">{r.capacity}</td>
                    <td className="px-4 py-2 text-right tabular-nums">
                      {r.availableRooms === 0 ? (
                        <span className="text-destructive">Full</span>
                      ) : (
                        r.availableRooms
                      )}
                    </td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatInr(r.basePrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="hospital-amenities" className="flex flex-col gap-3">
          <h2 id="hospital-amenities" className="text-xl font-semibold">
            Amenities
          </h2>
          {hospital.amenities.length === 0 ? (
            <p className="text-sm text-muted-foreground">No amenities listed.</p>
          ) : (
            <ul className="grid list-disc gap-1 pl-6 sm:grid-cols-2">
              {hospital.amenities.map(({ amenity }) => (
                <li key={amenity.id}>{amenity.name}</li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="hospital-address" className="flex flex-col gap-3">
          <h2 id="hospital-address" className="text-xl font-semibold">
            Address and contact
          </h2>
          <address className="flex gap-2 not-italic">
            <MapPinIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
            <span>
              {[hospital.addressLine1, hospital.addressLine2, hospital.areaSector]
                .filter(Boolean)
                .join(', ')}
              <br />
              {hospital.city}, {hospital.state} {hospital.postalCode}
            </span>
          </address>
          {hospital.phone ? (
            <p className="flex items-center gap-2">
              <PhoneIcon className="size-5 text-muted-foreground" aria-hidden />
              <a
                href={`tel:${hospital.phone.replace(/\s+/g, '')}`}
                className="underline underline-offset-4"
              >
                {hospital.phone}
              </a>
            </p>
          ) : null}
          {lat !== null && lng !== null ? (
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <span>
                Location:{' '}
                <span className="tabular-nums">
                  {lat.toFixed(6)}, {lng.toFixed(6)}
                </span>
              </span>
              <a
                href={openStreetMapUrl(lat, lng)}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
              >
                View on OpenStreetMap
                <ExternalLinkIcon className="size-4" aria-hidden />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </p>
          ) : null}
        </section>
      </div>
    </article>
  );
}
