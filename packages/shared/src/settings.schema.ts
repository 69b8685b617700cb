// zod/mini: the stores read these on every page's first load (issue #4).
import { DEFAULT_TIMEZONE, type Timezone, timezones } from './constants.ts';
import * as z from './zod-mini.ts';

/** Spec §3/§5: user account settings kept in the browser (key user-account-settings-storage). */
export const themes = ['light', 'dark', 'system'] as const;
export const themeSchema = z.enum(themes);
export type Theme = z.infer<typeof themeSchema>;
/** The theme applied when nothing is saved (§2 "Default theme is light"). */
export const APP_DEFAULT_THEME: Theme = 'light';

export const heightUnits = ['cm', 'ft-in'] as const;
/** §9 time-zone choices (one list, in constants.ts). */
export const timeZoneChoices = timezones;
export type TimeZoneChoice = Timezone;
export const DEFAULT_TIME_ZONE: TimeZoneChoice = DEFAULT_TIMEZONE;
/** Kinds of notification a member can turn email off for, one by one (issue #17). */
export const notificationKinds = ['booking', 'prescription', 'share', 'order'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const weightUnits = ['kg', 'lb'] as const;
/**
 * Languages of the app (issue #17; the spec lists none: English and Hindi). `lang` is what the
 * document's <html lang> says; `label` names the language in itself.
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];
export const languageInfo = {
  en: { lang: 'en-IN', label: 'English' },
  hi: { lang: 'hi-IN', label: 'हिन्दी' },
} as const satisfies Record<Language, { lang: string; label: string }>;

export const userAccountSettingsSchema = z.object({
  // §3: the settings record's own default is system; the app applies light until the user chooses.
  theme: z._default(themeSchema, 'system'),
  notifications: z._default(
    z.object({
      email: z._default(z.boolean(), true),
      // Per kind: absent means on (email for that kind follows the master switch).
      kinds: z._default(
        z.object({
          booking: z.optional(z.boolean()),
          prescription: z.optional(z.boolean()),
          share: z.optional(z.boolean()),
          order: z.optional(z.boolean()),
        }),
        {},
      ),
    }),
    { email: true, kinds: {} },
  ),
  units: z._default(
    z.object({
      height: z._default(z.enum(heightUnits), 'cm'),
      weight: z._default(z.enum(weightUnits), 'kg'),
    }),
    { height: 'cm', weight: 'kg' },
  ),
  timeZone: z._default(z.enum(timeZoneChoices), DEFAULT_TIME_ZONE),
  language: z._default(z.enum(languages), 'en'),
});
export type UserAccountSettings = z.infer<typeof userAccountSettingsSchema>;
export const defaultUserAccountSettings: UserAccountSettings = userAccountSettingsSchema.parse({});

/** §3: the client keeps the user's subscriptions, the active one and the member persona acted for. */
export const clientSubscriptionSchema = z.object({
  userSubscriptionId: z.union([z.string(), z.number()]),
  isActive: z.boolean(),
});
export type ClientSubscription = z.infer<typeof clientSubscriptionSchema>;

export const STORAGE_KEYS = {
  theme: 'vite-ui-theme',
  userAccountSettings: 'user-account-settings-storage',
  session: 'auth-session-storage',
  cart: 'cart-storage',
  sidebarCookie: 'sidebar_state',
} as const;
export type HeightUnit = (typeof heightUnits)[number];
export type WeightUnit = (typeof weightUnits)[number];
