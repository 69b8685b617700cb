import { TrackerSection } from './form-bits';
import { FormLauncher, lazyForm } from './form-launcher';

const vitalsForm = lazyForm(() => import('./vitals-form').then((m) => m.VitalsForm));

/** Vitals: the latest readings are in today's overview; here the member records new ones. */
export function VitalsSection() {
  return (
    <TrackerSection id="trackers-vitals" title="Vitals">
      <p className="text-sm text-muted-foreground">
        Blood pressure, fasting glucose, weight, resting heart rate and SpO2, entered by hand or
        from a device or a lab report.
      </p>
      <FormLauncher label="Record vitals" preload={vitalsForm.preload}>
        <vitalsForm.Form />
      </FormLauncher>
    </TrackerSection>
  );
}
