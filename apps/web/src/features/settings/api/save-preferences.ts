import type { UserAccountSettings } from '@athcare/shared/settings.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useThemeStore } from '@/stores/theme-store';
import { useUserAccountStore } from '@/stores/user-account-store';

/**
 * Saves the settings (§3 User account settings) in the browser store under
 * user-account-settings-storage and on the member's profile row (preferred_settings, which RLS
 * lets only the member write), so the server knows the member's email choices.
 */
export function useSavePreferences(userId: string) {
  return useMutation({
    mutationFn: async (settings: UserAccountSettings) => {
      await api.patch(
        '/profile',
        { preferredSettings: settings },
        {
          schema: 'pgusers',
          query: { id: `eq.${userId}` },
          rawKeys: ['preferredSettings'],
          returnRepresentation: false,
        },
      );
      return settings;
    },
    onSuccess: (settings) => {
      const store = useUserAccountStore.getState();
      store.setEmailNotifications(settings.notifications.email);
      for (const [kind, enabled] of Object.entries(settings.notifications.kinds))
        store.setNotificationKindEmail(kind as keyof typeof settings.notifications.kinds, enabled);
      store.setHeightUnit(settings.units.height);
      store.setWeightUnit(settings.units.weight);
      store.setTimeZone(settings.timeZone);
      store.setLanguage(settings.language);
      if (useThemeStore.getState().theme !== settings.theme)
        useThemeStore.getState().setTheme(settings.theme);
    },
  });
}
