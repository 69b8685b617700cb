import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ColumnHeads } from '@/components/column-heads';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useUserAccountStore } from '@/stores/user-account-store';
import {
  type SubscriptionMember,
  type UserSubscription,
  useMySubscriptions,
} from '../api/get-my-subscriptions';
import { useRemoveMember } from '../api/manage-members';
import {
  isRunning,
  memberName,
  quantityLabel,
  toClientSubscriptions,
} from '../lib/subscription-view';
import { AddMemberForm } from './add-member-form';
import { formatDate } from '@/lib/format-date';
import { Memberships } from './memberships';
import { SubscriptionBlock } from './subscription-block';

const typeLabel = {
  primary: 'Primary',
  secondary: 'Secondary',
  minor: 'Minor',
  managed: 'Managed',
};

function Members({ subscription }: { subscription: UserSubscription }) {
  const persona = useUserAccountStore((s) => s.activeMemberPersonaId);
  const setPersona = useUserAccountStore((s) => s.setActiveMemberPersona);
  const [removing, setRemoving] = useState<SubscriptionMember | null>(null);
  const remove = useRemoveMember();
  const running = isRunning(subscription);
  const placesLeft = subscription.memberPermitted - subscription.memberAdded;
  return (
    <SubscriptionBlock id="members-title" title="Members">
      <p className="text-sm text-muted-foreground">
        {subscription.memberAdded} of {subscription.memberPermitted} places for family members used.
      </p>
      <ul className="flex flex-col divide-y rounded-md border">
        {subscription.subscriptionMembers.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium">{memberName(m)}</p>
              <p className="text-muted-foreground">
                {typeLabel[m.subscriberType]} · {m.relation} ·{' '}
                {m.status === 'pending' ? 'Invited, not answered yet' : m.crn}
              </p>
            </div>
            <div className="flex gap-2">
              {m.status === 'accepted' && (
                <Button
                  size="sm"
                  variant={persona === m.id ? 'default' : 'outline'}
                  aria-pressed={persona === m.id}
                  onClick={() => setPersona(persona === m.id ? null : m.id)}
                >
                  {persona === m.id ? `Viewing as ${m.firstName}` : `View as ${m.firstName}`}
                </Button>
              )}
              {m.subscriberType !== 'primary' && (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${m.status === 'pending' ? 'Withdraw the invitation of' : 'Remove'} ${memberName(m)}`}
                  onClick={() => setRemoving(m)}
                >
                  {m.status === 'pending' ? 'Withdraw' : 'Remove'}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {running && placesLeft > 0 ? (
        <AddMemberForm userSubscriptionId={subscription.id} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {running
            ? 'Every place on this plan is taken.'
            : 'This plan has ended: renew it to add members.'}
        </p>
      )}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={
            removing.status === 'pending'
              ? `Withdraw the invitation of ${memberName(removing)}?`
              : `Remove ${memberName(removing)}?`
          }
          description={
            removing.status === 'pending'
              ? 'The place it holds is freed.'
              : removing.subscriberType === 'secondary'
                ? 'They leave the plan and their place is freed. Their cases and medical history stay theirs; the plan’s case manager no longer sees them.'
                : 'They leave the plan and their place is freed. Their cases and medical history stay with you; the plan’s case manager no longer sees them.'
          }
          confirmLabel={removing.status === 'pending' ? 'Withdraw' : 'Remove'}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                if (persona === removing.id) setPersona(null);
                toast.success(
                  removing.status === 'pending' ? 'Invitation withdrawn.' : 'Member removed.',
                );
                setRemoving(null);
              },
              onError: (error) => toast.error(`Member not removed: ${describeError(error)}`),
            })
          }
        />
      )}
    </SubscriptionBlock>
  );
}

function Usage({ subscription }: { subscription: UserSubscription }) {
  const members = new Map(subscription.subscriptionMembers.map((m) => [m.id, m]));
  if (subscription.subscriptionUsage.length === 0) return null;
  return (
    <SubscriptionBlock id="usage-title" title="Usage">
      <div className="relative overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left">
            <ColumnHeads
              labels={['Service', 'For', 'Used', 'Remaining']}
              cellClassName="p-2 font-medium"
            />
          </thead>
          <tbody>
            {subscription.subscriptionUsage.map((u) => {
              const unit = u.subscriptionServices.quantityUnit;
              const member = u.memberId ? members.get(u.memberId) : undefined;
              return (
                <tr key={u.id} className="border-t">
                  <td className="p-2">{u.subscriptionServices.name}</td>
                  <td className="p-2">{member ? member.firstName : 'Whole plan'}</td>
                  <td className="p-2">{u.quantityUsed}</td>
                  <td className="p-2">
                    {u.quantityRemaining} of {quantityLabel(u.quantityTotal, unit)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </SubscriptionBlock>
  );
}

/** §2 /{username}/edit/subscriptions: plans, members, usage and the renewal date. */
export function SubscriptionsSettings({ userId }: { userId: string }) {
  const { data, isPending, error } = useMySubscriptions(userId);
  const stored = useUserAccountStore((s) => s.subscriptions);
  const activeId = useUserAccountStore((s) => s.activeSubscriptionId);
  const setSubscriptions = useUserAccountStore((s) => s.setSubscriptions);
  const setActive = useUserAccountStore((s) => s.setActiveSubscription);
  // §4: a changed list is set (making the flagged one active and resetting the persona).
  useEffect(() => {
    if (!data) return;
    const next = toClientSubscriptions(data);
    if (JSON.stringify(next) !== JSON.stringify(stored)) setSubscriptions(next);
  }, [data, stored, setSubscriptions]);

  if (isPending) return <p className="text-sm text-muted-foreground">Loading your plans…</p>;
  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeError(error)}
      </p>
    );
  const plans = data.filter((s) => s.subscriptionMembers.length > 0);
  if (plans.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <Memberships userId={userId} />
        <div className="flex flex-col items-start gap-3 rounded-md border p-6">
          <p className="font-medium">You have no plan yet.</p>
          <p className="text-sm text-muted-foreground">
            A care plan covers your family, gives you a case manager and keeps your medical history.
          </p>
          <Button asChild>
            <Link to="/store/products">See the plans</Link>
          </Button>
        </div>
      </div>
    );
  }
  const current = plans.find((s) => s.id === activeId) ?? plans[0]!;
  return (
    <div className="flex flex-col gap-6">
      <Memberships userId={userId} />
      {plans.length > 1 && (
        <div role="group" aria-label="Your plans" className="flex flex-wrap gap-2">
          {plans.map((s) => (
            <Button
              key={s.id}
              size="sm"
              variant={s.id === current.id ? 'default' : 'outline'}
              aria-pressed={s.id === current.id}
              onClick={() => setActive(s.id)}
            >
              {s.subscriptions.name}
            </Button>
          ))}
        </div>
      )}
      <section aria-labelledby="plan-title" className="flex flex-col gap-1 rounded-md border p-4">
        <h3 id="plan-title" className="text-lg font-semibold">
          {current.subscriptions.name}
        </h3>
        {current.subscriptions.description && (
          <p className="text-sm text-muted-foreground">{current.subscriptions.description}</p>
        )}
        <p className="text-sm">
          {isRunning(current) ? 'Active' : 'Ended'} · since {formatDate(current.validFrom)}
          {current.validUntil && (
            <>
              {' '}
              · {isRunning(current) ? 'renews on' : 'ended on'}{' '}
              <span className="font-medium">{formatDate(current.validUntil)}</span>
            </>
          )}
        </p>
        <p className="text-sm text-muted-foreground">
          {current.caseManagerId
            ? 'A case manager looks after your cases.'
            : 'No case manager on this plan.'}
        </p>
      </section>
      <Members subscription={current} />
      <Usage subscription={current} />
    </div>
  );
}
