import { heightUnits, weightUnits } from '@athcare/shared/settings.schema';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/native-controls';
import { useUserAccountStore } from '@/stores/user-account-store';

/** The settings' height and weight units (kept in the browser); every value on the page follows. */
export function UnitsPicker() {
  const id = useId();
  const units = useUserAccountStore((s) => s.settings.units);
  const setHeightUnit = useUserAccountStore((s) => s.setHeightUnit);
  const setWeightUnit = useUserAccountStore((s) => s.setWeightUnit);
  return (
    <fieldset className="flex flex-wrap items-end gap-4">
      <legend className="sr-only">Units</legend>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-height`}>Height unit</Label>
        <Select
          id={`${id}-height`}
          value={units.height}
          onChange={(e) => setHeightUnit(e.target.value as (typeof heightUnits)[number])}
        >
          {heightUnits.map((u) => (
            <option key={u} value={u}>
              {u === 'cm' ? 'Centimetres (cm)' : 'Feet and inches (ft-in)'}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-weight`}>Weight unit</Label>
        <Select
          id={`${id}-weight`}
          value={units.weight}
          onChange={(e) => setWeightUnit(e.target.value as (typeof weightUnits)[number])}
        >
          {weightUnits.map((u) => (
            <option key={u} value={u}>
              {u === 'kg' ? 'Kilograms (kg)' : 'Pounds (lb)'}
            </option>
          ))}
        </Select>
      </div>
    </fieldset>
  );
}
