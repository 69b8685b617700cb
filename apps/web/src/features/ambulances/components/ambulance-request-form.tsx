import {
  type AmbulanceRequestInput,
  ambulanceRequestInputSchema,
  ambulanceTypes,
  type Locality,
} from '@athcare/shared/ambulance.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, Textarea } from '@/components/ui/native-controls';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useLocalities, useRequestAmbulance } from '../api/my-ambulance-request';

const resolver = zodResolver(ambulanceRequestInputSchema);
// The map (its outline and drawing) loads only when the member opens it.
const PickupMap = lazy(() => import('./pickup-map'));

/** The device's position, or the reason there is none, in the member's words. */
function locate(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot share your location. Choose your locality instead.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) =>
        reject(
          new Error(
            e.code === e.PERMISSION_DENIED
              ? 'Location access was denied. Choose your locality instead.'
              : 'Your location could not be found. Choose your locality instead.',
          ),
        ),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Searches the localities list and hands back the one chosen. */
function LocalityPicker({ onPick }: { onPick: (l: Locality) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  // Asks once the member pauses typing, not at every key.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setAsked(q), 250);
    return () => clearTimeout(t);
  }, [q]);
  const found = useLocalities(asked);
  const searching = q.trim().length >= 2 && asked.trim().length >= 2;
  return (
    <div className="flex flex-col gap-2">
      <FormField
        id={`${id}-q`}
        label="Or find your locality"
        hint="Type at least two letters of the area or city, e.g. Koramangala or Pune."
      >
        <Input
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          {...fieldAria(`${id}-q`, { hint: true })}
        />
      </FormField>
      {searching && found.isError ? <FormAlert error={found.error} /> : null}
      {searching && found.data ? (
        found.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No locality matches “{asked.trim()}”.</p>
        ) : (
          <ul aria-label="Localities found" className="flex flex-col divide-y rounded-md border">
            {found.data.map((l) => (
              <li key={l.id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                  onClick={() => {
                    onPick(l);
                    setQ('');
                    setAsked('');
                  }}
                >
                  {l.name}, {l.city}, {l.state}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}

/**
 * The member asks for an ambulance: the pickup point from the device ("Use my location") or a
 * locality, the address the crew drives to, the type, a phone and notes for the crew.
 */
export function AmbulanceRequestForm({ onRequested }: { onRequested?: () => void }) {
  const id = useId();
  const request = useRequestAmbulance();
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const [pointLabel, setPointLabel] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const { register, handleSubmit, formState, setValue, getValues, watch } =
    useForm<AmbulanceRequestInput>({
      resolver,
      defaultValues: {
        pickupAddress: '',
        pickupLatitude: null,
        pickupLongitude: null,
        ambulanceType: 'Basic Life Support',
        contactPhone: '',
        patientNotes: '',
      },
    });
  const latitude = watch('pickupLatitude');
  const longitude = watch('pickupLongitude');

  const setPoint = (lat: number, lng: number, label: string, address?: string) => {
    setValue('pickupLatitude', round(lat), { shouldValidate: formState.isSubmitted });
    setValue('pickupLongitude', round(lng), { shouldValidate: formState.isSubmitted });
    setPointLabel(label);
    if (address && !getValues('pickupAddress').trim()) {
      setValue('pickupAddress', address, { shouldValidate: formState.isSubmitted });
    }
  };

  const pickLocality = (l: Locality) =>
    setPoint(l.latitude, l.longitude, `${l.name}, ${l.city}`, `${l.name}, ${l.city}, ${l.state}`);

  const locateMe = async () => {
    setLocating(true);
    setLocateError(null);
    try {
      const p = await locate();
      setPoint(p.latitude, p.longitude, 'Your current location');
    } catch (e) {
      setLocateError((e as Error).message);
    } finally {
      setLocating(false);
    }
  };

  const submit = handleSubmit(async (input) => {
    await request
      .mutateAsync(input)
      .then(([row]) => {
        toast.success(
          row?.status === 'assigned'
            ? 'An ambulance is on its way to you.'
            : 'Your request is in: we are finding an ambulance.',
        );
        onRequested?.();
      })
      .catch(() => undefined);
  });

  const pointError = formState.errors.pickupLatitude?.message;
  return (
    <form
      noValidate
      aria-label="Request an ambulance"
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Pickup point</legend>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            disabled={locating}
            onClick={() => void locateMe()}
          >
            {locating ? 'Finding your location…' : 'Use my location'}
          </Button>
          <p className="text-sm" aria-live="polite" id={`${id}-point`}>
            {latitude !== null && longitude !== null
              ? `${pointLabel ?? 'Chosen'}: ${latitude.toFixed(4)}, ${longitude.toFixed(4)}`
              : 'No pickup point chosen yet.'}
          </p>
        </div>
        {locateError ? <FormAlert>{locateError}</FormAlert> : null}
        <LocalityPicker onPick={pickLocality} />
        <div>
          <Button
            type="button"
            variant="outline"
            aria-expanded={mapOpen}
            aria-controls={`${id}-map`}
            onClick={() => setMapOpen((o) => !o)}
          >
            {mapOpen ? 'Hide the map' : 'Pick on the map'}
          </Button>
        </div>
        <div id={`${id}-map`} hidden={!mapOpen}>
          {mapOpen ? (
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <PickupMap
                value={latitude !== null && longitude !== null ? { latitude, longitude } : null}
                onPoint={(p) => setPoint(p.latitude, p.longitude, 'Point on the map')}
                onLocality={pickLocality}
              />
            </Suspense>
          ) : null}
        </div>
        {pointError ? (
          <p className="text-sm text-destructive" role="alert">
            {pointError}
          </p>
        ) : null}
      </fieldset>
      <FormField
        id={`${id}-address`}
        label="Pickup address"
        hint="House, street, landmark: where the crew should come."
        error={formState.errors.pickupAddress?.message}
      >
        <Textarea
          id={`${id}-address`}
          rows={2}
          maxLength={500}
          {...fieldAria(`${id}-address`, {
            hint: true,
            error: formState.errors.pickupAddress?.message,
          })}
          {...register('pickupAddress')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-type`}
          label="Ambulance type"
          error={formState.errors.ambulanceType?.message}
        >
          <Select
            id={`${id}-type`}
            {...fieldAria(`${id}-type`, { error: formState.errors.ambulanceType?.message })}
            {...register('ambulanceType')}
          >
            {ambulanceTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id={`${id}-phone`}
          label="Contact phone"
          error={formState.errors.contactPhone?.message}
        >
          <Input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            {...fieldAria(`${id}-phone`, { error: formState.errors.contactPhone?.message })}
            {...register('contactPhone')}
          />
        </FormField>
      </div>
      <FormField
        id={`${id}-notes`}
        label="Notes for the crew"
        hint="What happened, the patient's condition, how to find you. Optional."
        error={formState.errors.patientNotes?.message}
      >
        <Textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={1000}
          {...fieldAria(`${id}-notes`, {
            hint: true,
            error: formState.errors.patientNotes?.message,
          })}
          {...register('patientNotes')}
        />
      </FormField>
      <FormAlert error={request.error} />
      <div>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Requesting…' : 'Request ambulance'}
        </Button>
      </div>
    </form>
  );
}
