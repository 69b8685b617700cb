import {
  type Ambulance,
  type AmbulanceCrewInput,
  ambulanceCrewInputSchema,
  type AmbulanceInput,
  ambulanceInputSchema,
  type DriverInput,
  driverInputSchema,
  type Vendor,
} from '@athcare/shared/vendor.schema';
import { ambulanceTypes } from '@athcare/shared/ambulance.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { RemoveButton } from '@/components/confirm-button';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/field';
import { Select } from '@/components/ui/native-controls';
import { toast } from '@/lib/toast';
import {
  useAddAmbulance,
  useAddDriver,
  useAmbulances,
  useBranches,
  useDrivers,
  useRemoveAmbulance,
  useRemoveDriver,
  useSetAmbulanceCrew,
  useToggleAmbulance,
} from '../api/owned-rows-api';
import { CheckField, VendorSection } from './vendor-form-bits';

const driverResolver = zodResolver(driverInputSchema);
const ambulanceResolver = zodResolver(ambulanceInputSchema);
const crewResolver = zodResolver(ambulanceCrewInputSchema);

/** Where the ambulance stands (for nearest-ambulance assignment) and who crews it. */
function CrewForm({ ambulance, onDone }: { ambulance: Ambulance; onDone: () => void }) {
  const id = useId();
  const crew = useSetAmbulanceCrew();
  const { register, handleSubmit, formState } = useForm<AmbulanceCrewInput>({
    resolver: crewResolver,
    defaultValues: {
      paramedicAccount: '',
      latitude: ambulance.latitude === null ? '' : String(ambulance.latitude),
      longitude: ambulance.longitude === null ? '' : String(ambulance.longitude),
    },
  });
  const submit = handleSubmit(async (v) => {
    await crew
      .mutateAsync({
        ambulanceId: ambulance.id,
        paramedicAccount: v.paramedicAccount || null,
        latitude: v.latitude === '' ? null : Number(v.latitude),
        longitude: v.longitude === '' ? null : Number(v.longitude),
      })
      .then(() => {
        toast.success(`${ambulance.registrationNumber}: crew and position saved.`);
        onDone();
      })
      .catch(() => undefined);
  });
  return (
    <form
      noValidate
      aria-label={`Crew and position of ${ambulance.registrationNumber}`}
      onSubmit={(e) => void submit(e)}
      className="grid w-full gap-3 sm:grid-cols-3"
    >
      <InputField
        id={`${id}-crew`}
        label="Paramedic’s username or email"
        hint={ambulance.paramedicId ? 'Leave empty to remove the current paramedic.' : undefined}
        error={formState.errors.paramedicAccount?.message}
        {...register('paramedicAccount')}
      />
      <InputField
        id={`${id}-lat`}
        label="Latitude"
        inputMode="decimal"
        error={formState.errors.latitude?.message}
        {...register('latitude')}
      />
      <InputField
        id={`${id}-lng`}
        label="Longitude"
        inputMode="decimal"
        error={formState.errors.longitude?.message}
        {...register('longitude')}
      />
      <div className="flex flex-col gap-2 sm:col-span-3">
        <FormAlert error={crew.error} />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={crew.isPending}>
            Save crew and position
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Close
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Masks all but the last four digits of an Aadhaar number. */
const maskAadhaar = (n: string) => `XXXX XXXX ${n.slice(-4)}`;

function DriversSection({ vendor }: { vendor: Vendor }) {
  const id = useId();
  const drivers = useDrivers();
  const add = useAddDriver();
  const remove = useRemoveDriver();
  const { register, handleSubmit, formState, reset } = useForm<DriverInput>({
    resolver: driverResolver,
    defaultValues: { name: '', adhaarNumber: '', phone: '' },
  });
  const submit = handleSubmit(async (input) => {
    await add
      .mutateAsync({ vendorId: vendor.id, input })
      .then(() => {
        toast.success('Driver added.');
        reset();
      })
      .catch(() => undefined);
  });
  return (
    <VendorSection id={`${id}-drivers`} title="Drivers">
      {drivers.isPending ? null : drivers.isError ? (
        <FormAlert error={drivers.error} />
      ) : drivers.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No driver yet.</p>
      ) : (
        <ul className="flex flex-col divide-y" aria-label="Your drivers">
          {drivers.data.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <p className="min-w-0">
                <span className="font-medium">{d.name}</span>{' '}
                <span className="text-sm text-muted-foreground">
                  · Aadhaar {maskAadhaar(d.adhaarNumber)} · {d.phone}
                </span>
              </p>
              <RemoveButton
                question={`Remove the driver ${d.name}?`}
                onRemove={() => remove.mutate(d.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <FormAlert error={remove.error} />
      <form
        noValidate
        aria-label="Add a driver"
        onSubmit={(e) => void submit(e)}
        className="grid gap-4 sm:grid-cols-3"
      >
        <InputField
          id={`${id}-name`}
          label="Name"
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <InputField
          id={`${id}-aadhaar`}
          label="Aadhaar number"
          inputMode="numeric"
          maxLength={14}
          error={formState.errors.adhaarNumber?.message}
          {...register('adhaarNumber')}
        />
        <InputField
          id={`${id}-phone`}
          label="Phone"
          type="tel"
          error={formState.errors.phone?.message}
          {...register('phone')}
        />
        <div className="flex flex-col gap-2 sm:col-span-3">
          <FormAlert error={add.error} />
          <Button type="submit" className="w-fit" disabled={add.isPending}>
            Add driver
          </Button>
        </div>
      </form>
    </VendorSection>
  );
}

function AmbulancesSection({ vendor }: { vendor: Vendor }) {
  const id = useId();
  const ambulances = useAmbulances();
  const drivers = useDrivers();
  const branches = useBranches();
  const add = useAddAmbulance();
  const remove = useRemoveAmbulance();
  const toggle = useToggleAmbulance();
  const [crewFor, setCrewFor] = useState<number | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<AmbulanceInput>({
    resolver: ambulanceResolver,
    defaultValues: {
      registrationNumber: '',
      ambulanceType: 'Basic Life Support',
      branchId: null,
      driverId: null,
      isAvailable: true,
    },
  });
  const submit = handleSubmit(async (input) => {
    await add
      .mutateAsync({ vendorId: vendor.id, input })
      .then(() => {
        toast.success('Ambulance added.');
        reset();
      })
      .catch(() => undefined);
  });
  const driverName = (driverId: number | null) =>
    drivers.data?.find((d) => d.id === driverId)?.name ?? 'no driver';
  const idOrNull = (v: unknown) => (v === '' || v === null ? null : Number(v));
  return (
    <VendorSection id={`${id}-ambulances`} title="Ambulances">
      {ambulances.isPending ? null : ambulances.isError ? (
        <FormAlert error={ambulances.error} />
      ) : ambulances.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No ambulance yet.</p>
      ) : (
        <ul className="flex flex-col divide-y" aria-label="Your ambulances">
          {ambulances.data.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <p className="min-w-0">
                <span className="font-mono font-medium">{a.registrationNumber}</span>{' '}
                <span className="text-sm text-muted-foreground">
                  · {a.ambulanceType} · {driverName(a.driverId)} ·{' '}
                  {a.paramedicId ? 'paramedic named' : 'no paramedic'} ·{' '}
                  {a.latitude === null ? 'no position' : 'placed'} ·{' '}
                  {a.isAvailable ? 'available' : 'off duty'}
                </span>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setCrewFor(a.id)}>
                  Crew & position…
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate({ id: a.id, isAvailable: !a.isAvailable })}
                >
                  {a.isAvailable ? 'Mark off duty' : 'Mark available'}
                </Button>
                <RemoveButton
                  question={`Remove the ambulance ${a.registrationNumber}?`}
                  onRemove={() => remove.mutate(a.id)}
                />
              </div>
              {crewFor === a.id ? <CrewForm ambulance={a} onDone={() => setCrewFor(null)} /> : null}
            </li>
          ))}
        </ul>
      )}
      <FormAlert error={remove.error ?? toggle.error} />
      <form
        noValidate
        aria-label="Add an ambulance"
        onSubmit={(e) => void submit(e)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <InputField
          id={`${id}-reg`}
          label="Registration number"
          hint="Like KA01AB1234 or 22BH1234AB"
          autoCapitalize="characters"
          maxLength={14}
          error={formState.errors.registrationNumber?.message}
          {...register('registrationNumber')}
        />
        <FormField id={`${id}-type`} label="Ambulance type">
          <Select id={`${id}-type`} {...register('ambulanceType')}>
            {ambulanceTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </Select>
        </FormField>
        <FormField id={`${id}-driver`} label="Driver (optional)">
          <Select id={`${id}-driver`} {...register('driverId', { setValueAs: idOrNull })}>
            <option value="">No driver</option>
            {drivers.data?.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={`${id}-branch`} label="Branch (optional)">
          <Select id={`${id}-branch`} {...register('branchId', { setValueAs: idOrNull })}>
            <option value="">No branch</option>
            {branches.data?.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        </FormField>
        <CheckField id={`${id}-available`} label="Available now" {...register('isAvailable')} />
        <div className="flex flex-col gap-2 sm:col-span-2">
          <FormAlert error={add.error} />
          <Button type="submit" className="w-fit" disabled={add.isPending}>
            Add ambulance
          </Button>
        </div>
      </form>
    </VendorSection>
  );
}

/** Drivers (Aadhaar, phone) and ambulances (registration number, type). */
export function FleetPage({ vendor }: { vendor: Vendor }) {
  return (
    <div className="flex flex-col gap-6">
      <DriversSection vendor={vendor} />
      <AmbulancesSection vendor={vendor} />
    </div>
  );
}
