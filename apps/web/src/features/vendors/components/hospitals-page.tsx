import {
  type HospitalInput,
  hospitalInputSchema,
  type HospitalRoomInput,
  hospitalRoomInputSchema,
  type Vendor,
} from '@athcare/shared/vendor.schema';
import { hospitalRoomTypes } from '@athcare/shared/hospital.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { RemoveButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatInr } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useAddHospital,
  useAddRoom,
  useRemoveRoom,
  useUpdateHospital,
  useUpdateRoom,
  useVendorHospitals,
  type VendorHospital,
} from '../api/hospitals-api';
import { CheckField } from './vendor-form-bits';
import { textFields, VendorAddForm, VendorRecordList } from './vendor-record-list';

const hospitalResolver = zodResolver(hospitalInputSchema);
const roomResolver = zodResolver(hospitalRoomInputSchema);

function AddRoomForm({ hospital }: { hospital: VendorHospital }) {
  const id = useId();
  const add = useAddRoom();
  const form = useForm<HospitalRoomInput>({
    resolver: roomResolver,
    defaultValues: { roomType: '', capacity: 1, availableRooms: 1, basePrice: 0 },
  });
  const { handleSubmit, reset } = form;
  const field = textFields(id, form);
  const asNumber = { valueAsNumber: true } as const;
  const submit = handleSubmit(async (input) => {
    await add
      .mutateAsync({ hospitalId: hospital.id, ...input })
      .then(() => {
        toast.success(`${input.roomType} added.`);
        reset();
      })
      .catch(() => undefined);
  });
  return (
    <form
      noValidate
      aria-label={`Add a room type to ${hospital.name}`}
      onSubmit={(ev) => void submit(ev)}
      className="grid gap-3 sm:grid-cols-4"
    >
      {field('roomType', 'Room type', { list: `${id}-types` })}
      <datalist id={`${id}-types`}>
        {hospitalRoomTypes.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {field('capacity', 'Capacity', { type: 'number', min: 1 }, asNumber)}
      {field('availableRooms', 'Available rooms', { type: 'number', min: 0 }, asNumber)}
      {field(
        'basePrice',
        'Base price per day (₹)',
        { type: 'number', min: 0, step: '0.01' },
        asNumber,
      )}
      <div className="flex flex-col gap-2 sm:col-span-4">
        <FormAlert error={add.error} />
        <Button type="submit" size="sm" className="w-fit" disabled={add.isPending}>
          Add room type
        </Button>
      </div>
    </form>
  );
}

function RoomRow({ room }: { room: VendorHospital['rooms'][number] }) {
  const id = useId();
  const update = useUpdateRoom();
  const remove = useRemoveRoom();
  const [available, setAvailable] = useState(String(room.availableRooms));
  const value = Number(available);
  const valid = Number.isInteger(value) && value >= 0 && value <= room.capacity;
  return (
    <li className="flex flex-wrap items-end justify-between gap-2 py-2">
      <div className="min-w-0">
        <p className="font-medium">{room.roomType}</p>
        <p className="text-sm text-muted-foreground">
          Capacity {room.capacity} · {formatInr(room.basePrice)} a day
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-a`} className="text-xs">
            Available
          </label>
          <Input
            id={`${id}-a`}
            type="number"
            min={0}
            max={room.capacity}
            className="w-24"
            value={available}
            aria-invalid={!valid || undefined}
            onChange={(e) => setAvailable(e.target.value)}
          />
        </div>
        <Button
          size="sm"
          variant="outline"
          disabled={!valid || update.isPending || value === room.availableRooms}
          onClick={() => update.mutate({ id: room.id, availableRooms: value })}
        >
          Save
        </Button>
        <RemoveButton
          question={`Remove ${room.roomType}?`}
          disabled={remove.isPending}
          onRemove={() => remove.mutate(room.id)}
        />
      </div>
      <FormAlert error={update.error ?? remove.error} className="w-full" />
    </li>
  );
}

const HospitalAmenitiesForm = lazy(() =>
  import('./hospital-amenities-form').then((m) => ({ default: m.HospitalAmenitiesForm })),
);

/** How many amenities the hospital lists, and the editor behind a button. */
function AmenitiesEditor({ hospital }: { hospital: VendorHospital }) {
  const [open, setOpen] = useState(false);
  const count = hospital.amenityIds.length;
  if (open) {
    return (
      <Suspense fallback={<p className="text-sm text-muted-foreground">Loading amenities…</p>}>
        <HospitalAmenitiesForm hospital={hospital} onClose={() => setOpen(false)} />
      </Suspense>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-muted-foreground">
        {count === 0 ? 'No amenity listed.' : `${count} amenit${count === 1 ? 'y' : 'ies'} listed.`}
      </p>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Edit amenities
      </Button>
    </div>
  );
}

function HospitalCard({ hospital, verified }: { hospital: VendorHospital; verified: boolean }) {
  const id = useId();
  const update = useUpdateHospital();
  const listed = hospital.isPublished && verified;
  return (
    <li>
      <article aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border p-4">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 id={id} className="font-semibold">
              {hospital.name}
            </h3>
            <p className="text-sm text-muted-foreground">
              {hospital.city}, {hospital.state} ·{' '}
              {listed
                ? 'Listed in Explore'
                : hospital.isPublished
                  ? 'Published: listed once your business is verified'
                  : 'Not published'}
            </p>
            {listed ? (
              <Link
                to="/explore/hospitals/$hospitalId"
                params={{ hospitalId: hospital.id }}
                className="text-sm text-primary underline"
              >
                See its public page
              </Link>
            ) : null}
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: hospital.id, isPublished: !hospital.isPublished })}
          >
            {hospital.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
        </header>
        <FormAlert error={update.error} />
        {hospital.rooms.length === 0 ? (
          <p className="text-sm text-muted-foreground">No room type yet.</p>
        ) : (
          <ul className="flex flex-col divide-y" aria-label={`Rooms of ${hospital.name}`}>
            {hospital.rooms.map((r) => (
              <RoomRow key={`${r.id}-${r.availableRooms}`} room={r} />
            ))}
          </ul>
        )}
        <AddRoomForm hospital={hospital} />
        <AmenitiesEditor hospital={hospital} />
      </article>
    </li>
  );
}

/** The vendor's hospitals (the rows Explore reads) and their rooms. */
export function HospitalsPage({ vendor }: { vendor: Vendor }) {
  const id = useId();
  const hospitals = useVendorHospitals(vendor.id);
  const add = useAddHospital();
  const form = useForm<HospitalInput>({
    resolver: hospitalResolver,
    defaultValues: {
      name: '',
      hospitalType: '',
      description: '',
      addressLine1: '',
      areaSector: '',
      city: '',
      state: '',
      postalCode: '',
      phone: '',
      emergency24x7: false,
      isPublished: true,
    },
  });
  const field = textFields(id, form);
  const submit = form.handleSubmit(async (input) => {
    await add
      .mutateAsync({ vendorId: vendor.id, ...input })
      .then(() => {
        toast.success(`${input.name} added.`);
        form.reset();
      })
      .catch(() => undefined);
  });
  const verified = vendor.verificationStatus === 'verified';
  return (
    <div className="flex flex-col gap-6">
      <VendorRecordList
        id={`${id}-list`}
        title="Hospitals"
        description={
          verified
            ? 'Published hospitals are listed in Explore, where members book their rooms.'
            : 'Your hospitals are listed in Explore once an admin has verified your documents.'
        }
        records={hospitals}
        empty="No hospital yet."
        listLabel="Your hospitals"
        listClassName="flex flex-col gap-4"
        renderRecord={(h) => <HospitalCard hospital={h} verified={verified} />}
      />
      <VendorAddForm
        id={`${id}-add`}
        title="Add a hospital"
        submitLabel="Add hospital"
        onSubmit={submit}
        pending={add.isPending}
        error={add.error}
      >
        {field('name', 'Hospital name')}
        {field('hospitalType', 'Type (optional)', { placeholder: 'Multi-speciality' })}
        {field('addressLine1', 'Address line 1')}
        {field('areaSector', 'Area or sector (optional)')}
        {field('city', 'City')}
        {field('state', 'State')}
        {field('postalCode', 'PIN code', { inputMode: 'numeric' })}
        {field('phone', 'Phone (optional)', { type: 'tel' })}
        {field('description', 'Description (optional)', { className: 'sm:col-span-2' })}
        <CheckField id={`${id}-er`} label="24x7 emergency" {...form.register('emergency24x7')} />
        <CheckField
          id={`${id}-pub`}
          label="Publish (listed once verified)"
          {...form.register('isPublished')}
        />
      </VendorAddForm>
    </div>
  );
}
