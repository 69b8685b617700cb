import { afterEach, describe, expect, it } from 'vitest';
import { useUserAccountStore } from '@/stores/user-account-store';
import type { UserSubscription } from '../api/get-my-subscriptions';
import { isRunning, quantityLabel, toClientSubscriptions } from './subscription-view';

const now = new Date('2026-06-01T00:00:00Z');
const sub = (id: string, validUntil: string | null, isActive = true): UserSubscription => ({
  id,
  isActive,
  validFrom: '2026-01-01T00:00:00Z',
  validUntil,
  memberPermitted: 3,
  memberAdded: 0,
  caseManagerId: null,
  subscriptions: {
    key: 'complete-health-foresight',
    name: 'Complete Health Foresight',
    description: null,
    validityValue: 1,
    validityUnit: 'years',
  },
  subscriptionMembers: [
    {
      id: `${id}-m`,
      userId: 'u',
      subscriberType: 'primary',
      relation: 'self',
      firstName: 'Asha',
      middleName: null,
      lastName: 'Rao',
      dateOfBirth: null,
      crn: 'CRN000000000001',
      status: 'accepted',
    },
  ],
  subscriptionUsage: [],
});

describe('subscription view', () => {
  afterEach(() => useUserAccountStore.getState().clearAccountData());

  it('a subscription runs between its start and its end, while active', () => {
    expect(isRunning(sub('a', '2027-01-01T00:00:00Z'), now)).toBe(true);
    expect(isRunning(sub('a', '2026-05-01T00:00:00Z'), now)).toBe(false);
    expect(isRunning(sub('a', null, false), now)).toBe(false);
  });

  it('§4: the list flags the newest running subscription; setting it resets the member persona', () => {
    const list = [sub('expired', '2026-02-01T00:00:00Z'), sub('running', '2027-01-01T00:00:00Z')];
    const client = toClientSubscriptions(list, now);
    expect(client).toEqual([
      { userSubscriptionId: 'expired', isActive: false },
      { userSubscriptionId: 'running', isActive: true },
    ]);
    const store = useUserAccountStore.getState();
    store.setActiveMemberPersona('someone');
    store.setSubscriptions(client);
    expect(useUserAccountStore.getState()).toMatchObject({
      activeSubscriptionId: 'running',
      activeMemberPersonaId: null,
    });
    // Choosing a member sets the persona; choosing a subscription resets it; clearing restores defaults.
    useUserAccountStore.getState().setActiveMemberPersona('running-m');
    expect(useUserAccountStore.getState().activeMemberPersonaId).toBe('running-m');
    useUserAccountStore.getState().setActiveSubscription('expired');
    expect(useUserAccountStore.getState().activeMemberPersonaId).toBeNull();
    useUserAccountStore.getState().clearAccountData();
    expect(useUserAccountStore.getState()).toMatchObject({
      subscriptions: [],
      activeSubscriptionId: null,
      activeMemberPersonaId: null,
    });
  });

  it('labels quantities by unit', () => {
    expect(quantityLabel(6, 'visits')).toBe('6 visits');
    expect(quantityLabel(4, 'up to')).toBe('up to 4');
    expect(quantityLabel(1, 'GB')).toBe('1 GB');
  });
});
