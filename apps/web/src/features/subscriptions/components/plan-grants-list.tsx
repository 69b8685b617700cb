import { type PlanGrantSearch, planGrantSearchSchema } from '@athcare/shared/subscriptions.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PagedResults } from '@/components/paged-results';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { formatDate } from '@/lib/format-date';
import { usePlanGrants } from '../api/plan-grants';

function SearchForm({ onSearch }: { onSearch: (member: string) => void }) {
  const id = useId();
  const form = useForm<PlanGrantSearch>({
    resolver: zodResolver(planGrantSearchSchema),
    defaultValues: { member: '' },
  });
  const error = form.formState.errors.member?.message;
  return (
    <form
      role="search"
      aria-label="Search grants by member"
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => void form.handleSubmit((values) => onSearch(values.member))(event)}
    >
      <div className="min-w-48 flex-1">
        <InputField
          id={`${id}-member`}
          label="Member"
          error={error}
          type="search"
          placeholder="Username or name"
          {...form.register('member')}
        />
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}

/** /admin/subscriptions: plans granted so far, newest first, searchable by member, paged. */
export function PlanGrantsList() {
  const [member, setMember] = useState('');
  const [page, setPage] = useState(0);
  const grants = usePlanGrants(member, page);
  return (
    <section aria-labelledby="grants-title" className="flex flex-col gap-3">
      <h2 id="grants-title" className="text-xl font-semibold">
        Past grants
      </h2>
      <SearchForm
        onSearch={(next) => {
          setMember(next);
          setPage(0);
        }}
      />
      <PagedResults
        pending={grants.isPending}
        error={grants.error}
        result={grants.data}
        empty={member ? 'No grant matches this member.' : 'No plan has been granted yet.'}
        pager={{ label: 'Pages of grants', previous: 'Newer', next: 'Older' }}
        page={page}
        onPage={setPage}
      >
        {(rows) => (
          <ul
            aria-label="Plan grants, newest first"
            className="flex flex-col divide-y rounded-md border"
          >
            {rows.map((g) => (
              <li key={g.id} className="flex flex-col gap-1 p-3 text-sm" data-testid="plan-grant">
                <p className="font-medium">
                  {g.planName} · {g.memberName || g.username || 'A member'}
                  {g.username && <span className="text-muted-foreground"> (@{g.username})</span>}
                </p>
                <p className="text-muted-foreground">
                  Granted {formatDate(g.createdAt)}
                  {g.grantedByName ? ` by ${g.grantedByName}` : ''} · valid{' '}
                  {formatDate(g.validFrom)} to {formatDate(g.validUntil)}
                  {g.isActive ? '' : ' · withdrawn'}
                </p>
                <p className="text-muted-foreground">Case manager: {g.caseManager ?? 'none'}</p>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </section>
  );
}
