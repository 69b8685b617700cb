import { activityTypes, intensities } from '@athcare/shared/health.schema';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { capitalised, SelectField } from './form-bits';

/** The activity and intensity choices of an activity log and a workout template. */
export function ActivityKindFields({
  typeId,
  intensityId,
  activityType,
  intensity,
}: {
  typeId: string;
  intensityId: string;
  activityType: UseFormRegisterReturn;
  intensity: UseFormRegisterReturn;
}) {
  return (
    <>
      <SelectField id={typeId} label="Activity" field={activityType} choices={activityTypes} />
      <SelectField
        id={intensityId}
        label="Intensity"
        field={intensity}
        choices={capitalised(intensities)}
      />
    </>
  );
}
