import type { Language } from '@athcare/shared/settings.schema';
import { useEffect, useState } from 'react';
import { useUserAccountStore } from '@/stores/user-account-store';

/**
 * A small message catalogue for the shell's navigation (issue #17, system preferences' language):
 * the English text is the key, and what has no entry stays in English. Only the navigation is
 * translated so far; pages stay in English. A catalogue other than English is fetched when a
 * member chooses it, so the shell every page loads carries none (the page-weight budget).
 */
type Catalogue = Readonly<Record<string, string>>;
const loaders: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalogue>>> = {
  hi: () => import('./shell-messages-hi').then((m) => m.hindi),
};
const loaded: Partial<Record<Language, Catalogue>> = { en: {} };

/** Fetches a language's catalogue (once); shellText uses it from then on. */
export async function loadShellMessages(language: Language): Promise<void> {
  if (loaded[language]) return;
  loaded[language] = await loaders[language as Exclude<Language, 'en'>]();
}

/** The text in the language when its catalogue is loaded, else as given (English). */
export function shellText(language: Language, text: string): string {
  return loaded[language]?.[text] ?? text;
}

/** The shell's translator for the member's chosen language (re-renders once it has loaded). */
export function useShellText(): (text: string) => string {
  const language = useUserAccountStore((s) => s.settings.language);
  // The language whose catalogue has arrived: setting it re-renders with the translations.
  const [, setLoadedLanguage] = useState<Language>();
  useEffect(() => {
    let current = true;
    void loadShellMessages(language).then(() => current && setLoadedLanguage(language));
    return () => {
      current = false;
    };
  }, [language]);
  return (text) => shellText(language, text);
}
