import { type SharedFolderFile, SHARED_FOLDER_MAX_FILES } from '@athcare/shared/locker.schema';
import { FileIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useSharedFolderFiles } from '../api/public-share';
import { useSharedContentViewer } from '../hooks/use-shared-content-viewer';
import { formatBytes, kindLabel } from '../lib/format';
import { FileViewer } from './file-viewer';
import { unusableLinkMessage } from '../lib/locker-errors';
import { ContentButtons, LinkNotices, LinkTerms, type SharedPanelProps } from './share-link-parts';

/** Filtering only helps past a screenful of files. */
const FILTER_FROM = 8;

/** The files of a folder link, filterable, each with View / Download. */
export function SharedFolderPanel({ token, grant, meta }: SharedPanelProps) {
  const id = useId();
  const listing = useSharedFolderFiles(token, grant, true);
  const { view, busy, pendingFor, failure, fetchContent } = useSharedContentViewer(token, grant);
  const [filter, setFilter] = useState('');
  const files = listing.data?.files;
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return needle ? files?.filter((f) => f.path.toLowerCase().includes(needle)) : files;
  }, [files, filter]);
  const folderOf = (file: SharedFolderFile) => file.path.slice(0, -file.name.length - 1);

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Folder</dt>
        <dd className="font-medium break-all">{meta.name ?? 'Shared folder'}</dd>
        {files && (
          <>
            <dt className="text-muted-foreground">Files</dt>
            <dd>{listing.data?.truncated ? `${files.length}+` : files.length}</dd>
          </>
        )}
        <LinkTerms meta={meta} />
      </dl>
      <LinkNotices meta={meta} />
      {listing.isPending && (
        <div role="status" className="flex flex-col gap-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <span className="sr-only">Loading the files…</span>
        </div>
      )}
      {listing.isError && (
        <p role="alert" className="text-sm text-destructive">
          {unusableLinkMessage(listing.error)}
        </p>
      )}
      {files?.length === 0 && (
        <p className="text-sm text-muted-foreground">This folder has no files yet.</p>
      )}
      {files && files.length >= FILTER_FROM && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-filter`}>Filter files</Label>
          <Input
            id={`${id}-filter`}
            type="search"
            value={filter}
            placeholder="Name or folder"
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      )}
      {shown && shown.length === 0 && files && files.length > 0 && (
        <p className="text-sm text-muted-foreground">No file matches “{filter.trim()}”.</p>
      )}
      {shown && shown.length > 0 && (
        <ul aria-label="Shared files" className="flex flex-col divide-y rounded-md border">
          {shown.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-3 p-3">
              <FileIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              {/* At least 12rem for the name: on a phone the buttons wrap below it. */}
              <div className="min-w-48 flex-1">
                <p className="font-medium break-all">{file.name}</p>
                <p className="text-xs text-muted-foreground">
                  {folderOf(file) && <span className="break-all">{folderOf(file)} · </span>}
                  {kindLabel(file.mimeType)} · {formatBytes(file.size)} · updated{' '}
                  {formatDate(file.updatedAt)}
                </p>
              </div>
              <ContentButtons
                meta={meta}
                label={file.path}
                busy={busy}
                pending={pendingFor(file.id)}
                onFetch={(inline) =>
                  fetchContent({
                    fileId: file.id,
                    name: file.name,
                    mimeType: file.mimeType,
                    inline,
                  })
                }
              />
            </li>
          ))}
        </ul>
      )}
      {listing.data?.truncated && (
        <p className="text-xs text-muted-foreground">
          Showing the first {SHARED_FOLDER_MAX_FILES} files.
        </p>
      )}
      <FormAlert>{failure}</FormAlert>
      {view && (
        <section aria-label={`Viewing ${view.name}`} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold break-all">{view.name}</h2>
          <FileViewer blob={view.blob} name={view.name} mimeType={view.mimeType} />
        </section>
      )}
    </div>
  );
}
