import type { Language } from '@athcare/shared/settings.schema';
import { useUserAccountStore } from '@/stores/user-account-store';

/**
 * A small message catalogue for the shell's navigation (issue #17, system preferences' language):
 * the English text is the key, and what has no entry stays in English. Only the navigation is
 * translated so far; pages stay in English.
 */
const hindi: Readonly<Record<string, string>> = {
  Home: 'होम',
  Summary: 'सारांश',
  Docs: 'दस्तावेज़',
  History: 'इतिहास',
  Ambulance: 'एम्बुलेंस',
  Store: 'स्टोर',
  Social: 'सोशल',
  Appointments: 'अपॉइंटमेंट',
  'Book Slots': 'स्लॉट बुक करें',
  'My Cases': 'मेरे केस',
  'Questions By User': 'उपयोगकर्ताओं के प्रश्न',
  Profile: 'प्रोफ़ाइल',
  'Add New Vendor': 'नया विक्रेता जोड़ें',
  'Vendor Dashboard': 'विक्रेता डैशबोर्ड',
  'Paramedic Dashboard': 'पैरामेडिक डैशबोर्ड',
  Dashboards: 'डैशबोर्ड',
};

const catalogues: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {},
  hi: hindi,
};

/** The text in the language, else as given (English). */
export function shellText(language: Language, text: string): string {
  return catalogues[language][text] ?? text;
}

/** The shell's translator for the member's chosen language (re-renders when it changes). */
export function useShellText(): (text: string) => string {
  const language = useUserAccountStore((s) => s.settings.language);
  return (text) => shellText(language, text);
}
