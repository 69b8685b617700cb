import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { describeError } from '@/lib/errors';
import { useSearchCases } from '../api/search-cases';
import { formatWhen } from '../lib/timeline';
import { CaseLinkList, NoCases } from './case-link-list';

/** §2 /{username}/docs/search/cases: finds the viewer's cases by treatment, tag or summary words. */
export function CaseSearch({ username }: { username: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const result = useSearchCases(q);
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="text-sm font-medium">
            Search your cases
          </label>
          <Input
            id={`${id}-q`}
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {!q ? (
        <p className="text-sm text-muted-foreground">
          Search by what a case treats, its tags or the words of its summaries.
        </p>
      ) : result.isPending ? (
        <p className="text-sm text-muted-foreground">Searching…</p>
      ) : result.error ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(result.error)}
        </p>
      ) : result.data.length === 0 ? (
        <NoCases title="No cases found">
          Cases opened under your plan, and their summaries, are searched here.
        </NoCases>
      ) : (
        <CaseLinkList
          username={username}
          cases={result.data}
          detail={(c) => (
            <>
              {c.status === 'open' ? 'Open' : 'Closed'} · opened {formatWhen(c.createdAt)}
            </>
          )}
        />
      )}
    </div>
  );
}
