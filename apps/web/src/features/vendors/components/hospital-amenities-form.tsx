import { useId, useState } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAmenityCatalogue, useSetHospitalAmenities } from '../api/hospital-amenities';
import type { VendorHospital } from '../api/hospitals-api';
import { CheckField } from './vendor-form-bits';

/**
 * The hospital's amenities, chosen from the catalogue and saved as one set (loaded when the
 * vendor opens it: the hospitals page does not carry it).
 */
export function HospitalAmenitiesForm({
  hospital,
  onClose,
}: {
  hospital: VendorHospital;
  onClose: () => void;
}) {
  const id = useId();
  const catalogue = useAmenityCatalogue();
  const save = useSetHospitalAmenities();
  const saved = hospital.amenityIds.map((a) => a.amenityId);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(saved));
  const changed = chosen.size !== saved.length || saved.some((a) => !chosen.has(a));
  return (
    <form
      noValidate
      aria-label={`Amenities of ${hospital.name}`}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { hospitalId: hospital.id, amenityIds: [...chosen] },
          {
            onSuccess: () => {
              toast.success(`${hospital.name}: amenities saved.`);
              onClose();
            },
          },
        );
      }}
    >
      {catalogue.isPending ? (
        <p className="text-sm text-muted-foreground">Loading amenities…</p>
      ) : catalogue.isError ? (
        <FormAlert error={catalogue.error} />
      ) : (
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Amenities</legend>
          {catalogue.data.map((a) => (
            <CheckField
              key={a.id}
              id={`${id}-${a.id}`}
              label={a.name}
              checked={chosen.has(a.id)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(a.id);
                else next.delete(a.id);
                setChosen(next);
              }}
            />
          ))}
        </fieldset>
      )}
      <FormAlert error={save.error} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending || !changed}>
          Save amenities
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
