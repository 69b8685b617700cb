import type { ClientSubscription } from '@athcare/shared/settings.schema';
import type { SubscriptionMember, UserSubscription } from '../api/get-my-subscriptions';

/** Running now: active, started and not past its end. */
export function isRunning(
  s: Pick<UserSubscription, 'isActive' | 'validFrom' | 'validUntil'>,
  now = new Date(),
) {
  return (
    s.isActive &&
    Date.parse(s.validFrom) <= now.getTime() &&
    (s.validUntil === null || Date.parse(s.validUntil) > now.getTime())
  );
}

/** §4 client state: each subscription's id and whether it is the running one (the newest running). */
export function toClientSubscriptions(
  list: readonly UserSubscription[],
  now = new Date(),
): ClientSubscription[] {
  const active = list.find((s) => isRunning(s, now) && s.subscriptionMembers.length > 0);
  return list.map((s) => ({ userSubscriptionId: s.id, isActive: s === active }));
}

export function memberName(m: Pick<SubscriptionMember, 'firstName' | 'middleName' | 'lastName'>) {
  return [m.firstName, m.middleName, m.lastName].filter(Boolean).join(' ');
}

/** "6 visits", "24 hours", "up to 4", "1 GB". */
export function quantityLabel(quantity: number, unit: string) {
  if (unit === 'up to') return `up to ${quantity}`;
  if (unit === 'none') return 'included';
  return `${quantity} ${unit}`;
}
