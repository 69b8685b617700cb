import {
  heightUnits,
  languageInfo,
  languages,
  themes,
  timeZoneChoices,
  type UserAccountSettings,
  weightUnits,
} from '@athcare/shared/settings.schema';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/field';
import { LabelledOptions, Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useThemeStore } from '@/stores/theme-store';
import { useUserAccountStore } from '@/stores/user-account-store';
import { useSavePreferences } from '../api/save-preferences';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

type Values = Pick<UserAccountSettings, 'theme' | 'timeZone' | 'language'> & {
  height: UserAccountSettings['units']['height'];
  weight: UserAccountSettings['units']['weight'];
};

const themeLabels = { light: 'Light', dark: 'Dark', system: 'Same as the device' } as const;
const heightLabels = { cm: 'Centimetres (cm)', 'ft-in': 'Feet and inches (ft-in)' } as const;
const weightLabels = { kg: 'Kilograms (kg)', lb: 'Pounds (lb)' } as const;

/** §2 /{username}/edit/system-preferences: theme, language, units and time zone. */
export function SystemPreferencesForm({ userId }: { userId: string }) {
  const id = useId();
  const settings = useUserAccountStore((s) => s.settings);
  const theme = useThemeStore((s) => s.theme);
  const save = useSavePreferences(userId);
  const form = useForm<Values>({
    defaultValues: {
      theme,
      timeZone: settings.timeZone,
      language: settings.language,
      height: settings.units.height,
      weight: settings.units.weight,
    },
  });
  const dirty = form.formState.isDirty && !save.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        ...settings,
        theme: values.theme,
        timeZone: values.timeZone,
        language: values.language,
        units: { height: values.height, weight: values.weight },
      });
      form.reset(values);
      toast.success('Preferences saved.');
    } catch (error) {
      toast.error(`Preferences not saved: ${describeError(error)}`);
    }
  });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        System preferences
      </h2>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" noValidate>
        <FormField id={`${id}-theme`} label="Theme">
          <Select id={`${id}-theme`} {...form.register('theme')}>
            <LabelledOptions values={themes} labels={themeLabels} />
          </Select>
        </FormField>
        <FormField
          id={`${id}-language`}
          label="Language"
          hint="The page tells your browser and screen reader which language it is in."
        >
          <Select
            id={`${id}-language`}
            aria-describedby={`${id}-language-hint`}
            {...form.register('language')}
          >
            {languages.map((l) => (
              <option key={l} value={l} lang={languageInfo[l].lang}>
                {languageInfo[l].label}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${id}-height`} label="Height unit">
            <Select id={`${id}-height`} {...form.register('height')}>
              <LabelledOptions values={heightUnits} labels={heightLabels} />
            </Select>
          </FormField>
          <FormField id={`${id}-weight`} label="Weight unit">
            <Select id={`${id}-weight`} {...form.register('weight')}>
              <LabelledOptions values={weightUnits} labels={weightLabels} />
            </Select>
          </FormField>
        </div>
        <FormField
          id={`${id}-tz`}
          label="Time zone"
          hint="Times across the app are shown in this zone."
        >
          <Select id={`${id}-tz`} aria-describedby={`${id}-tz-hint`} {...form.register('timeZone')}>
            {timeZoneChoices.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </Select>
        </FormField>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save preferences'}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard dirty={dirty} />
    </section>
  );
}
