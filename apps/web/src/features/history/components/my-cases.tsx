import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useOpenCase } from '../api/case-writes';
import { type ManagedSubscription, useManagedCases } from '../api/get-managed-cases';
import { formatWhen } from '../lib/timeline';
import { InlineField, InlineForm } from './inline-form';

// A case's timeline and its booking form load once a case is chosen: the list comes first.
const CaseTimeline = lazy(() =>
  import('./case-timeline').then((m) => ({ default: m.CaseTimeline })),
);
const BookServiceForm = lazy(() =>
  import('./book-service-form').then((m) => ({ default: m.BookServiceForm })),
);

function OpenCaseForm({ subscriptions }: { subscriptions: ManagedSubscription[] }) {
  const id = useId();
  const open = useOpenCase();
  const members = subscriptions.flatMap((s) =>
    s.subscriptionMembers.map((m) => ({ ...m, plan: s.subscriptions.name })),
  );
  const [member, setMember] = useState('');
  const [treatment, setTreatment] = useState('');
  const [tags, setTags] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (members.length === 0) return null;
  return (
    <InlineForm
      label="Open a case"
      error={error}
      onSubmit={() => {
        const m = members.find((x) => x.id === (member || members[0]!.id))!;
        const what = treatment.trim();
        if (what.length < 1 || what.length > 250) {
          setError('Treatment for is required (at most 250 characters).');
          return;
        }
        setError(null);
        open.mutate(
          {
            userSubscriptionId: m.userSubscriptionId,
            subscriberCrn: m.crn,
            treatmentFor: what,
            tags: tags
              .split(',')
              .map((t) => t.trim())
              .filter(Boolean)
              .slice(0, 10),
          },
          {
            onSuccess: () => {
              toast.success('Case opened.');
              setTreatment('');
              setTags('');
            },
            onError: (err) => setError(describeError(err)),
          },
        );
      }}
    >
      <InlineField id={`${id}-member`} label="Member">
        <Select id={`${id}-member`} value={member} onChange={(e) => setMember(e.target.value)}>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.firstName} {m.lastName} ({m.subscriberType}, {m.plan})
            </option>
          ))}
        </Select>
      </InlineField>
      <InlineField id={`${id}-what`} label="Treatment for" className="min-w-48 flex-1">
        <Input
          id={`${id}-what`}
          value={treatment}
          maxLength={250}
          onChange={(e) => setTreatment(e.target.value)}
        />
      </InlineField>
      <InlineField id={`${id}-tags`} label="Tags (comma separated)">
        <Input
          id={`${id}-tags`}
          value={tags}
          maxLength={200}
          onChange={(e) => setTags(e.target.value)}
        />
      </InlineField>
      <Button type="submit" disabled={open.isPending}>
        Open case
      </Button>
    </InlineForm>
  );
}

/** "My cases" for a case manager: the cases of the plans they look after; summaries and bookings. */
export function MyCases({
  personnelId,
  selected,
  onSelect,
}: {
  personnelId: number;
  selected: string | undefined;
  onSelect: (caseId: string | undefined) => void;
}) {
  const { data, isPending, error } = useManagedCases(personnelId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading your cases…</p>;
  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {describeError(error)}
      </p>
    );
  if (data.subscriptions.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-10 text-center text-sm text-muted-foreground">
        No member has you as their case manager yet.
      </p>
    );
  }
  const members = new Map(
    data.subscriptions.flatMap((s) => s.subscriptionMembers.map((m) => [m.crn, m] as const)),
  );
  const current = data.cases.find((c) => c.id === selected);
  const plan = current && data.subscriptions.find((s) => s.id === current.userSubscriptionId);
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Cases</h2>
        {data.cases.length === 0 ? (
          <p className="text-sm text-muted-foreground">No cases yet: open one below.</p>
        ) : (
          <ul className="flex flex-col divide-y rounded-md border">
            {data.cases.map((c) => {
              const m = members.get(c.subscriberCrn);
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-current={c.id === selected ? 'true' : undefined}
                    onClick={() => onSelect(c.id)}
                    className="flex w-full flex-col gap-0.5 p-3 text-left hover:bg-accent aria-[current=true]:bg-accent"
                  >
                    <span className="font-medium">{c.treatmentFor}</span>
                    <span className="text-xs text-muted-foreground">
                      {m ? `${m.firstName} ${m.lastName}` : c.subscriberCrn} · updated{' '}
                      {formatWhen(c.updatedAt)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <OpenCaseForm subscriptions={data.subscriptions} />
        {current && plan ? (
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the case…</p>}>
            <CaseTimeline caseId={current.id} viewer="care-team">
              <BookServiceForm
                caseId={current.id}
                subscriptionId={plan.subscriptionId}
                personnelId={personnelId}
              />
            </CaseTimeline>
          </Suspense>
        ) : (
          <p className="text-sm text-muted-foreground">Choose a case to see its timeline.</p>
        )}
      </div>
    </div>
  );
}
