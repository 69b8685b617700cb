import { SearchXIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { SearchSubmitButton } from '@/components/list-and-form-bits';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSearchFiles, type SearchFilesParams } from '../api/search-files';
import { lockerErrorMessage } from '../lib/locker-errors';
import { useFileActions } from './file-actions';
import { FileList, type LockerLayout } from './file-list';
import { LockerListSkeleton } from './locker-skeleton';
import { Select } from '@/components/ui/native-controls';

export const fileTypeChoices = [
  { value: '', label: 'Any type' },
  { value: 'application/pdf', label: 'PDF' },
  { value: 'image/', label: 'Images' },
  { value: 'text/plain', label: 'Text' },
] as const;

/** Search by name, tag and type (search_files); the criteria live in the address. */
export function SearchView({
  ownerId,
  params,
  layout,
  onSearch,
}: {
  ownerId: string;
  params: SearchFilesParams;
  layout: LockerLayout;
  onSearch: (params: SearchFilesParams) => void;
}) {
  const id = useId();
  const [q, setQ] = useState(params.q ?? '');
  const [tag, setTag] = useState(params.tag ?? '');
  const [mime, setMime] = useState(params.mime ?? '');
  const results = useSearchFiles(ownerId, params);
  const fileActions = useFileActions(ownerId);
  const hasCriteria = Boolean(params.q || params.tag || params.mime);

  return (
    <div className="flex flex-col gap-6">
      <form
        role="search"
        aria-label="Search files"
        className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch({
            q: q.trim() || undefined,
            tag: tag.trim().toLowerCase() || undefined,
            mime: mime || undefined,
          });
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-q`}>Name</Label>
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            placeholder="e.g. lipid"
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-tag`}>Tag</Label>
          <Input
            id={`${id}-tag`}
            value={tag}
            placeholder="e.g. lab"
            onChange={(event) => setTag(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select
            id={`${id}-type`}
            value={mime}
            onChange={(event) => setMime(event.target.value)}
            className="w-auto"
          >
            {fileTypeChoices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        </div>
        <SearchSubmitButton />
      </form>

      <section
        aria-labelledby={`${id}-results`}
        aria-busy={results.isFetching}
        className="flex flex-col gap-3"
      >
        <h2 id={`${id}-results`} className="text-base font-semibold">
          {hasCriteria ? 'Results' : 'All files'}
          {results.data && (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              ({results.data.length})
            </span>
          )}
        </h2>
        {results.isPending && <LockerListSkeleton />}
        {results.isError && (
          <p role="alert" className="text-sm text-destructive">
            Search failed: {lockerErrorMessage(results.error)}
          </p>
        )}
        {results.data?.length === 0 && (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
            <SearchXIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="text-sm text-muted-foreground">
              No files match. Try another name, tag or type.
            </p>
          </div>
        )}
        {results.data && results.data.length > 0 && (
          <FileList files={results.data} layout={layout} onAction={fileActions.onAction} showPath />
        )}
      </section>
      {fileActions.dialogs}
    </div>
  );
}
