import {
  lockerMessages,
  type SharedFolderFile,
  SHARED_FOLDER_MAX_FILES,
  type ShareLinkMetadata,
} from '@athcare/shared/locker.schema';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DownloadIcon, EyeIcon, FileIcon, Link2OffIcon, Loader2Icon, LockIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { lockerKeys } from '../api/locker-keys';
import {
  getSharedContent,
  useSharedFolderFiles,
  useShareMetadata,
  useUnlockShareLink,
} from '../api/public-share';
import { formatBytes, kindLabel } from '../lib/format';
import { formatDate } from '@/lib/format';
import { lockerErrorMessage, lockerErrorReason } from '../lib/locker-errors';
import { saveBlob } from '../lib/save-blob';
import { FileViewer } from './file-viewer';
import { FormAlert } from '@/components/ui/alert';

/** Why a link cannot be used, in plain words (404 unknown; 410 expired, revoked, used up, gone). */
export function unusableLinkMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return lockerMessages.linkNotFound;
  switch (lockerErrorReason(error)) {
    case 'expired':
      return lockerMessages.linkExpired;
    case 'revoked':
      return lockerMessages.linkRevoked;
    case 'download_limit_reached':
      return lockerMessages.downloadLimitReached;
    case 'file_gone':
      return 'The shared file is no longer available.';
    default:
      return lockerErrorMessage(error);
  }
}

function PasswordForm({
  token,
  onUnlocked,
}: {
  token: string;
  onUnlocked: (grant: string) => void;
}) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const unlock = useUnlockShareLink();
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) {
          setFailure('Enter the password you were given.');
          return;
        }
        setFailure(null);
        unlock.mutate(
          { token, password },
          {
            onSuccess: (grant) => {
              setPassword('');
              onUnlocked(grant);
            },
            onError: (error) => setFailure(lockerErrorMessage(error)),
          },
        );
      }}
    >
      <p className="flex items-center gap-2 text-sm">
        <LockIcon className="size-4" aria-hidden />
        {lockerMessages.passwordRequired}
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          value={password}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-error` : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {failure && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={unlock.isPending}>
        {unlock.isPending && <Loader2Icon className="animate-spin" aria-hidden />}
        Unlock
      </Button>
    </form>
  );
}

type Pending = 'view' | 'download' | null;
type ContentRequest = { fileId?: string; name: string; mimeType: string | null; inline: boolean };

/** Views (in the page) and downloads of shared bytes; the page refreshes the counts after each. */
function useSharedContent(token: string, grant: string | null, onUsed: () => void) {
  const [view, setView] = useState<{ blob: Blob; name: string; mimeType: string } | null>(null);
  const [busy, setBusy] = useState<{ fileId: string | undefined; inline: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** What is being fetched for this file (one request at a time on the page). */
  const pendingFor = (fileId?: string): Pending =>
    busy === null || busy.fileId !== fileId ? null : busy.inline ? 'view' : 'download';
  const fetchContent = ({ fileId, name, mimeType, inline }: ContentRequest) => {
    setBusy({ fileId, inline });
    setFailure(null);
    getSharedContent(token, grant, inline, fileId)
      .then((blob) => {
        if (inline) setView({ blob, name, mimeType: mimeType ?? blob.type });
        else saveBlob(blob, name);
      })
      .catch((error: unknown) => setFailure(unusableLinkMessage(error)))
      .finally(() => {
        setBusy(null);
        onUsed();
      });
  };
  return { view, busy: busy !== null, pendingFor, failure, fetchContent };
}

function LinkTerms({ meta }: { meta: ShareLinkMetadata }) {
  return (
    <>
      <dt className="text-muted-foreground">Link expires</dt>
      <dd>{formatDate(meta.expiresAt, { withTime: true })}</dd>
      {meta.downloadsRemaining !== null && !meta.viewOnly && (
        <>
          <dt className="text-muted-foreground">Downloads left</dt>
          <dd>{meta.downloadsRemaining}</dd>
        </>
      )}
    </>
  );
}

/** Viewing needs a view-only link or downloads left (on other links a view counts as a download). */
const canView = (meta: ShareLinkMetadata) => meta.viewOnly || meta.allowsDownload;

function LinkNotices({ meta }: { meta: ShareLinkMetadata }) {
  return (
    <>
      {meta.viewOnly && <p className="text-sm text-muted-foreground">{lockerMessages.viewOnly}</p>}
      {!meta.viewOnly && !meta.allowsDownload && (
        <p role="status" className="text-sm text-destructive">
          {lockerMessages.downloadLimitReached}
        </p>
      )}
      {!meta.viewOnly && canView(meta) && meta.downloadsRemaining !== null && (
        <p className="text-xs text-muted-foreground">Viewing a file also counts as a download.</p>
      )}
    </>
  );
}

function ContentButtons({
  meta,
  label,
  busy,
  pending,
  onFetch,
}: {
  meta: ShareLinkMetadata;
  /** Added to the buttons' accessible names when a page has more than one file. */
  label?: string;
  busy: boolean;
  pending: Pending;
  onFetch: (inline: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {canView(meta) && (
        <Button
          variant="outline"
          size={label ? 'sm' : 'default'}
          disabled={busy}
          aria-label={label ? `View ${label}` : undefined}
          onClick={() => onFetch(true)}
        >
          {pending === 'view' ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <EyeIcon aria-hidden />
          )}
          View
        </Button>
      )}
      {meta.allowsDownload && (
        <Button
          size={label ? 'sm' : 'default'}
          disabled={busy}
          aria-label={label ? `Download ${label}` : undefined}
          onClick={() => onFetch(false)}
        >
          {pending === 'download' ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <DownloadIcon aria-hidden />
          )}
          Download
        </Button>
      )}
    </div>
  );
}

function SharedFile({
  token,
  grant,
  meta,
  onUsed,
}: {
  token: string;
  grant: string | null;
  meta: ShareLinkMetadata;
  onUsed: () => void;
}) {
  const { view, busy, pendingFor, failure, fetchContent } = useSharedContent(token, grant, onUsed);
  const name = meta.name ?? 'Shared file';
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">File</dt>
        <dd className="font-medium break-all">{name}</dd>
        <dt className="text-muted-foreground">Type</dt>
        <dd>{kindLabel(meta.mimeType)}</dd>
        <dt className="text-muted-foreground">Size</dt>
        <dd>{meta.size !== null ? formatBytes(meta.size) : '—'}</dd>
        <LinkTerms meta={meta} />
      </dl>
      <LinkNotices meta={meta} />
      <ContentButtons
        meta={meta}
        busy={busy}
        pending={pendingFor()}
        onFetch={(inline) => fetchContent({ name, mimeType: meta.mimeType, inline })}
      />
      <FormAlert>{failure}</FormAlert>
      {view && <FileViewer blob={view.blob} name={view.name} mimeType={view.mimeType} />}
    </div>
  );
}

/** Filtering only helps past a screenful of files. */
const FILTER_FROM = 8;

function SharedFolder({
  token,
  grant,
  meta,
  onUsed,
}: {
  token: string;
  grant: string | null;
  meta: ShareLinkMetadata;
  onUsed: () => void;
}) {
  const id = useId();
  const listing = useSharedFolderFiles(token, grant, true);
  const { view, busy, pendingFor, failure, fetchContent } = useSharedContent(token, grant, onUsed);
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

/** /share/:token — a file or folder someone shared, for anyone with the link (no sign-in needed). */
export function PublicSharePage({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [grant, setGrant] = useState<string | null>(null);
  const meta = useShareMetadata(token, grant);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: lockerKeys.publicShare(token, grant) });

  return (
    <div className="flex min-h-svh flex-col bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3">
          <img src="/logo.svg" alt="" width={28} height={28} className="size-7 rounded-md" />
          <span className="font-semibold">Athcare</span>
        </div>
      </header>
      <main
        id="main-content"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 px-4 py-8"
      >
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold tracking-tight">
              {meta.data?.kind === 'folder'
                ? 'A folder was shared with you'
                : meta.data?.kind === 'file'
                  ? 'A file was shared with you'
                  : 'Shared with you'}
            </h1>
            <CardDescription>
              Shared securely from an Athcare medical locker. Keep it private.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {meta.isPending && (
              <div role="status" className="flex flex-col gap-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-5 w-1/2" />
                <span className="sr-only">Loading…</span>
              </div>
            )}
            {meta.isError && (
              <div role="alert" className="flex flex-col items-start gap-2">
                <p className="flex items-center gap-2 font-medium">
                  <Link2OffIcon className="size-5 text-destructive" aria-hidden />
                  This link cannot be opened
                </p>
                <p className="text-sm text-muted-foreground">{unusableLinkMessage(meta.error)}</p>
                <p className="text-sm text-muted-foreground">
                  Ask the person who shared it for a new link.
                </p>
              </div>
            )}
            {meta.data && !meta.data.unlocked && (
              <PasswordForm token={token} onUnlocked={setGrant} />
            )}
            {meta.data?.unlocked &&
              (meta.data.kind === 'folder' ? (
                <SharedFolder token={token} grant={grant} meta={meta.data} onUsed={refresh} />
              ) : (
                <SharedFile token={token} grant={grant} meta={meta.data} onUsed={refresh} />
              ))}
          </CardContent>
        </Card>
        <p className="text-center text-xs text-muted-foreground">
          Have an Athcare account?{' '}
          <Link to="/" className="underline underline-offset-4">
            Go to Athcare
          </Link>
        </p>
      </main>
    </div>
  );
}
