import { type VitalForm, vitalFormSchema, vitalSources } from '@athcare/shared/health.schema';
import { weightToKg } from '@athcare/shared/units';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUserAccountStore } from '@/stores/user-account-store';
import { useRecordVitals } from '../api/trackers';
import { aria, FormRow, TrackerSection } from './form-bits';

type Output = z.output<typeof vitalFormSchema>;

/** Record a reading: blood pressure, fasting glucose, weight (in the chosen unit), HR, SpO2. */
export function VitalsSection() {
  const id = useId();
  const weightUnit = useUserAccountStore((s) => s.settings.units.weight);
  const record = useRecordVitals();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VitalForm, unknown, Output>({
    resolver: zodResolver(vitalFormSchema),
    defaultValues: { source: 'manual' },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      const { weight, ...rest } = v;
      await record.mutateAsync({
        ...Object.fromEntries(Object.entries(rest).filter(([, x]) => x !== undefined)),
        source: v.source,
        ...(weight !== undefined && { weightKg: weightToKg(weight, weightUnit) }),
      });
      toast.success('Reading saved');
      reset({ source: v.source });
    } catch (error) {
      setError('root', { message: describeError(error) });
    }
  });
  const f = (name: string) => `${id}-${name}`;
  const num = (
    name:
      | 'systolicMmhg'
      | 'diastolicMmhg'
      | 'fastingGlucoseMgDl'
      | 'weight'
      | 'restingHeartRateBpm'
      | 'spo2Percent',
    label: string,
  ) => (
    <FormRow id={f(name)} label={label} error={errors[name]?.message}>
      <Input
        id={f(name)}
        inputMode="decimal"
        {...register(name)}
        {...aria(f(name), errors[name]?.message)}
      />
    </FormRow>
  );
  return (
    <TrackerSection id="trackers-vitals" title="Vitals">
      <form
        noValidate
        aria-label="Record vitals"
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-4 sm:grid-cols-2"
      >
        {num('systolicMmhg', 'Systolic (mmHg)')}
        {num('diastolicMmhg', 'Diastolic (mmHg)')}
        {num('fastingGlucoseMgDl', 'Fasting glucose (mg/dL)')}
        {num('weight', `Weight (${weightUnit})`)}
        {num('restingHeartRateBpm', 'Resting heart rate (bpm)')}
        {num('spo2Percent', 'SpO2 (%)')}
        <FormRow id={f('source')} label="Source" error={errors.source?.message}>
          <Select
            id={f('source')}
            {...register('source')}
            {...aria(f('source'), errors.source?.message)}
          >
            {vitalSources.map((s) => (
              <option key={s} value={s}>
                {s === 'manual' ? 'Entered by hand' : s === 'device' ? 'Device' : 'Lab report'}
              </option>
            ))}
          </Select>
        </FormRow>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {errors.root.message}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save reading'}
          </Button>
        </div>
      </form>
    </TrackerSection>
  );
}
