import {
  type ClientSubscription,
  defaultUserAccountSettings,
  type Language,
  languageInfo,
  STORAGE_KEYS,
  type Theme,
  type NotificationKind,
  type TimeZoneChoice,
  type UserAccountSettings,
  userAccountSettingsSchema,
} from '@athcare/shared/settings.schema';
import { create } from 'zustand';
import { setAppTimeZone } from '@/lib/app-time-zone';
import { createJSONStorage, persist } from 'zustand/middleware';

type SubscriptionId = ClientSubscription['userSubscriptionId'];

interface UserAccountData {
  settings: UserAccountSettings;
  subscriptions: ClientSubscription[];
  activeSubscriptionId: SubscriptionId | null;
  activeMemberPersonaId: string | null;
}

export interface UserAccountState extends UserAccountData {
  setTheme: (theme: Theme) => void;
  setEmailNotifications: (enabled: boolean) => void;
  setHeightUnit: (unit: UserAccountSettings['units']['height']) => void;
  setWeightUnit: (unit: UserAccountSettings['units']['weight']) => void;
  setTimeZone: (timeZone: TimeZoneChoice) => void;
  setLanguage: (language: Language) => void;
  /** Email for one kind of notification on or off (the master switch stays as it is). */
  setNotificationKindEmail: (kind: NotificationKind, enabled: boolean) => void;
  /** §4: the active-flagged subscription becomes active (or none); the member persona resets. */
  setSubscriptions: (subscriptions: readonly ClientSubscription[]) => void;
  /** §4: choosing a subscription resets the member persona. */
  setActiveSubscription: (id: SubscriptionId | null) => void;
  /** §4: choosing a member sets the persona. */
  setActiveMemberPersona: (id: string | null) => void;
  /** §4: restores defaults: default settings, no subscriptions, none active, no member. */
  clearAccountData: () => void;
}

const defaults = (): UserAccountData => ({
  settings: structuredClone(defaultUserAccountSettings),
  subscriptions: [],
  activeSubscriptionId: null,
  activeMemberPersonaId: null,
});

export const useUserAccountStore = create<UserAccountState>()(
  persist(
    (set) => ({
      ...defaults(),
      setTheme: (theme) => set((s) => ({ settings: { ...s.settings, theme } })),
      setEmailNotifications: (email) =>
        set((s) => ({
          settings: { ...s.settings, notifications: { ...s.settings.notifications, email } },
        })),
      setNotificationKindEmail: (kind, enabled) =>
        set((s) => ({
          settings: {
            ...s.settings,
            notifications: {
              ...s.settings.notifications,
              kinds: { ...s.settings.notifications.kinds, [kind]: enabled },
            },
          },
        })),
      setTimeZone: (timeZone) => set((s) => ({ settings: { ...s.settings, timeZone } })),
      setLanguage: (language) => set((s) => ({ settings: { ...s.settings, language } })),
      setHeightUnit: (height) =>
        set((s) => ({ settings: { ...s.settings, units: { ...s.settings.units, height } } })),
      setWeightUnit: (weight) =>
        set((s) => ({ settings: { ...s.settings, units: { ...s.settings.units, weight } } })),
      setSubscriptions: (subscriptions) =>
        set({
          subscriptions: [...subscriptions],
          activeSubscriptionId: subscriptions.find((s) => s.isActive)?.userSubscriptionId ?? null,
          activeMemberPersonaId: null,
        }),
      setActiveSubscription: (activeSubscriptionId) =>
        set({ activeSubscriptionId, activeMemberPersonaId: null }),
      setActiveMemberPersona: (activeMemberPersonaId) => set({ activeMemberPersonaId }),
      clearAccountData: () => set(defaults()),
    }),
    {
      name: STORAGE_KEYS.userAccountSettings,
      storage: createJSONStorage(() => localStorage),
      // A saved record from an older version lacks newer fields (timeZone, per-kind email): the
      // schema fills their defaults; a damaged record falls back to the defaults as a whole.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<UserAccountData>;
        const settings = userAccountSettingsSchema.safeParse(saved.settings ?? {});
        return {
          ...current,
          ...saved,
          settings: settings.success ? settings.data : current.settings,
        };
      },
      partialize: ({ settings, subscriptions, activeSubscriptionId, activeMemberPersonaId }) => ({
        settings,
        subscriptions,
        activeSubscriptionId,
        activeMemberPersonaId,
      }),
    },
  ),
);

// Dates and times across the app are shown in the member's chosen zone (lib/format's default).
setAppTimeZone(useUserAccountStore.getState().settings.timeZone);
useUserAccountStore.subscribe((state) => setAppTimeZone(state.settings.timeZone));

// The page says which language it is in (<html lang>): screen readers and the browser's
// hyphenation and translation offers follow it.
const applyLanguage = (language: Language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = languageInfo[language].lang;
};
applyLanguage(useUserAccountStore.getState().settings.language);
useUserAccountStore.subscribe((state) => applyLanguage(state.settings.language));
