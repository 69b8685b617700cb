import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { useUserAccountStore } from '@/stores/user-account-store';
import { useCases } from '../api/get-cases';
import { useMembers } from '../api/get-members';
import type { CaseFilters } from '../api/history-keys';
import { formatWhen } from '../lib/timeline';
import { CaseLinkList, NoCases } from './case-link-list';
import { ExportHistoryButton } from './export-history-button';

export interface HistorySearch {
  q: string;
  status: CaseFilters['status'];
  page: number;
}

/**
 * §2 /{username}/history: the cases of the member chosen as persona (or of everyone the viewer
 * sees: themselves and the minor and managed members of plans they hold), with status and text
 * filters and pages of 10.
 */
export function CasesList({
  username,
  search,
  onSearch,
}: {
  username: string;
  search: HistorySearch;
  onSearch: (next: HistorySearch) => void;
}) {
  const id = useId();
  const members = useMembers();
  const persona = useUserAccountStore((s) => s.activeMemberPersonaId);
  const setPersona = useUserAccountStore((s) => s.setActiveMemberPersona);
  const [q, setQ] = useState(search.q);
  const personaMember = members.data?.find((m) => m.id === persona);
  const crns = personaMember ? [personaMember.crn] : [];
  const cases = useCases({ crns, status: search.status, q: search.q, page: search.page });
  const nameOf = new Map((members.data ?? []).map((m) => [m.crn, `${m.firstName} ${m.lastName}`]));
  const filtered = Boolean(search.q || search.status !== 'all' || personaMember);
  // The export covers the caller's own history, or that of a minor or managed member they act for.
  const forMember =
    personaMember &&
    (personaMember.subscriberType === 'minor' || personaMember.subscriberType === 'managed')
      ? personaMember
      : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <ExportHistoryButton
          crn={forMember?.crn ?? null}
          label={forMember ? forMember.firstName : 'my'}
        />
      </div>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch({ ...search, q: q.trim(), page: 0 });
        }}
      >
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            Search cases
          </label>
          <Input id={`${id}-q`} value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-persona`} className="text-sm font-medium">
            Member
          </label>
          <Select
            id={`${id}-persona`}
            value={personaMember?.id ?? ''}
            onChange={(e) => {
              setPersona(e.target.value || null);
              onSearch({ ...search, page: 0 });
            }}
          >
            <option value="">Everyone</option>
            {(members.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.firstName} {m.lastName} ({m.subscriberType})
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Status
          </label>
          <Select
            id={`${id}-status`}
            value={search.status}
            onChange={(e) =>
              onSearch({ ...search, status: e.target.value as HistorySearch['status'], page: 0 })
            }
          >
            <option value="all">All</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </Select>
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {cases.isPending ? (
        <p className="text-sm text-muted-foreground">Loading cases…</p>
      ) : cases.error ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(cases.error)}
        </p>
      ) : cases.data.rows.length === 0 ? (
        <NoCases title={filtered ? 'No cases match these filters' : 'No cases yet'}>
          {filtered
            ? 'Try another member, status or search.'
            : 'When you or your case manager open a case under your plan, it appears here.'}
        </NoCases>
      ) : (
        <CaseLinkList
          username={username}
          cases={cases.data.rows}
          detail={(c) => (
            <>
              {nameOf.get(c.subscriberCrn) ?? c.subscriberCrn} ·{' '}
              {c.status === 'open' ? 'Open' : 'Closed'} · updated {formatWhen(c.updatedAt)}
              {c.tags.length > 0 && <> · {c.tags.join(', ')}</>}
            </>
          )}
        />
      )}
      {cases.data && (search.page > 0 || cases.data.hasMore) && (
        <nav aria-label="Pages" className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={search.page === 0}
            onClick={() => onSearch({ ...search, page: search.page - 1 })}
          >
            Previous
          </Button>
          <span className="text-sm">Page {search.page + 1}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={!cases.data.hasMore}
            onClick={() => onSearch({ ...search, page: search.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
