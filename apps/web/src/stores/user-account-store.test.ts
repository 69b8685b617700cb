import { beforeEach, describe, expect, it } from 'vitest';
import { useUserAccountStore } from './user-account-store';

const store = () => useUserAccountStore.getState();

describe('user account store (§3/§4)', () => {
  beforeEach(() => store().clearAccountData());

  it('defaults: theme system, email notifications on, cm and kg', () => {
    expect(store().settings).toEqual({
      theme: 'system',
      notifications: { email: true, kinds: {} },
      units: { height: 'cm', weight: 'kg' },
      timeZone: 'Asia/Kolkata',
      language: 'en',
    });
  });

  it('persists under user-account-settings-storage', () => {
    store().setTheme('dark');
    store().setHeightUnit('ft-in');
    store().setWeightUnit('lb');
    store().setEmailNotifications(false);
    store().setNotificationKindEmail('order', false);
    store().setTimeZone('Asia/Tokyo');
    store().setLanguage('hi');
    const saved = JSON.parse(localStorage.getItem('user-account-settings-storage') ?? '{}') as {
      state: { settings: unknown };
    };
    expect(saved.state.settings).toEqual({
      theme: 'dark',
      notifications: { email: false, kinds: { order: false } },
      units: { height: 'ft-in', weight: 'lb' },
      timeZone: 'Asia/Tokyo',
      language: 'hi',
    });
  });

  it('a record saved before time zones existed gains the default time zone on rehydration', async () => {
    localStorage.setItem(
      'user-account-settings-storage',
      JSON.stringify({
        state: {
          settings: {
            theme: 'dark',
            notifications: { email: false },
            units: { height: 'ft-in', weight: 'kg' },
          },
          subscriptions: [],
          activeSubscriptionId: null,
          activeMemberPersonaId: null,
        },
        version: 0,
      }),
    );
    await useUserAccountStore.persist.rehydrate();
    expect(store().settings).toEqual({
      theme: 'dark',
      notifications: { email: false, kinds: {} },
      units: { height: 'ft-in', weight: 'kg' },
      timeZone: 'Asia/Kolkata',
      language: 'en',
    });
  });

  it("the chosen language is the document's <html lang>, and back", () => {
    store().setLanguage('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    store().setLanguage('en');
    expect(document.documentElement.lang).toBe('en-IN');
  });

  it('setting the list activates the flagged subscription and resets the member persona', () => {
    store().setActiveMemberPersona('member-1');
    store().setSubscriptions([
      { userSubscriptionId: 1, isActive: false },
      { userSubscriptionId: 2, isActive: true },
    ]);
    expect(store()).toMatchObject({ activeSubscriptionId: 2, activeMemberPersonaId: null });

    store().setActiveMemberPersona('member-1');
    store().setSubscriptions([{ userSubscriptionId: 1, isActive: false }]);
    expect(store()).toMatchObject({ activeSubscriptionId: null, activeMemberPersonaId: null });
  });

  it('choosing a subscription resets the persona; choosing a member sets it', () => {
    store().setActiveMemberPersona('member-1');
    expect(store().activeMemberPersonaId).toBe('member-1');
    store().setActiveSubscription(7);
    expect(store()).toMatchObject({ activeSubscriptionId: 7, activeMemberPersonaId: null });
  });

  it('clearing account data restores every default', () => {
    store().setTheme('dark');
    store().setSubscriptions([{ userSubscriptionId: 'a', isActive: true }]);
    store().setActiveMemberPersona('m');
    store().clearAccountData();
    expect(store()).toMatchObject({
      settings: {
        theme: 'system',
        notifications: { email: true },
        units: { height: 'cm', weight: 'kg' },
      },
      subscriptions: [],
      activeSubscriptionId: null,
      activeMemberPersonaId: null,
    });
  });
});
