import { Link } from '@tanstack/react-router';
import { BriefcaseMedicalIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { describeError } from '@/lib/errors';
import { useSearchCases } from '../api/search-cases';
import { formatWhen } from '../lib/timeline';

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
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <BriefcaseMedicalIcon className="size-10 text-muted-foreground" aria-hidden />
          <p className="font-medium">No cases found</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Cases opened under your plan, and their summaries, are searched here.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {result.data.map((c) => (
            <li key={c.id}>
              <Link
                to="/$username/history/$medicalCaseId"
                params={{ username, medicalCaseId: c.id }}
                className="flex flex-col gap-1 p-3 hover:bg-accent"
              >
                <span className="font-medium">{c.treatmentFor}</span>
                <span className="text-sm text-muted-foreground">
                  {c.status === 'open' ? 'Open' : 'Closed'} · opened {formatWhen(c.createdAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
