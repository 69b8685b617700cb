import { BedDoubleIcon, MapPinIcon, SirenIcon } from 'lucide-react';
import { useHospitals } from '../api/get-hospitals';
import { LinkCard } from './link-card';
import { ExploreSectionTitle } from './page-title';

/** /explore/hospitals: hospitals by city. */
export function HospitalsList() {
  const { data: hospitals } = useHospitals();
  return (
    <div className="flex flex-col gap-6">
      <ExploreSectionTitle section="hospitals" />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {hospitals.map((h) => (
          <LinkCard
            key={h.id}
            heading="h2"
            title={h.name}
            link={{ to: '/explore/hospitals/$hospitalId', params: { hospitalId: h.id } }}
          >
            <p className="text-sm text-muted-foreground">{h.hospitalType}</p>
            <ul className="mt-auto flex flex-col gap-1 text-sm">
              <li className="flex items-center gap-1.5">
                <MapPinIcon className="size-4 text-muted-foreground" aria-hidden />
                {[h.areaSector, h.city].filter(Boolean).join(', ')}
              </li>
              {h.beds !== null ? (
                <li className="flex items-center gap-1.5">
                  <BedDoubleIcon className="size-4 text-muted-foreground" aria-hidden />
                  {h.beds} beds
                </li>
              ) : null}
              {h.emergency24x7 ? (
                <li className="flex items-center gap-1.5">
                  <SirenIcon className="size-4 text-muted-foreground" aria-hidden />
                  24×7 emergency
                </li>
              ) : null}
            </ul>
          </LinkCard>
        ))}
      </ul>
    </div>
  );
}
