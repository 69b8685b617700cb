import { lockerMessages, type ShareLinkMetadata } from '@athcare/shared/locker.schema';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DownloadIcon, EyeIcon, Link2OffIcon, Loader2Icon, LockIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { lockerKeys } from '../api/locker-keys';
import { getSharedContent, useShareMetadata, useUnlockShareLink } from '../api/public-share';
import { formatBytes, formatDate, kindLabel } from '../lib/format';
import { lockerErrorMessage, lockerErrorReason } from '../lib/locker-errors';
import { saveBlob } from '../lib/save-blob';
import { FileViewer } from './file-viewer';

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
  const [view, setView] = useState<Blob | null>(null);
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const name = meta.name ?? 'Shared file';
  const canView = meta.viewOnly || meta.allowsDownload;

  const fetchContent = (inline: boolean) => {
    setBusy(inline ? 'view' : 'download');
    setFailure(null);
    getSharedContent(token, grant, inline)
      .then((blob) => {
        if (inline) setView(blob);
        else saveBlob(blob, name);
      })
      .catch((error: unknown) => setFailure(unusableLinkMessage(error)))
      .finally(() => {
        setBusy(null);
        onUsed();
      });
  };

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">File</dt>
        <dd className="font-medium break-all">{name}</dd>
        <dt className="text-muted-foreground">Type</dt>
        <dd>{kindLabel(meta.mimeType)}</dd>
        <dt className="text-muted-foreground">Size</dt>
        <dd>{meta.size !== null ? formatBytes(meta.size) : '—'}</dd>
        <dt className="text-muted-foreground">Link expires</dt>
        <dd>{formatDate(meta.expiresAt, true)}</dd>
        {meta.downloadsRemaining !== null && !meta.viewOnly && (
          <>
            <dt className="text-muted-foreground">Downloads left</dt>
            <dd>{meta.downloadsRemaining}</dd>
          </>
        )}
      </dl>
      {meta.viewOnly && <p className="text-sm text-muted-foreground">{lockerMessages.viewOnly}</p>}
      {!meta.viewOnly && !meta.allowsDownload && (
        <p role="status" className="text-sm text-destructive">
          {lockerMessages.downloadLimitReached}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canView && (
          <Button variant="outline" disabled={busy !== null} onClick={() => fetchContent(true)}>
            {busy === 'view' ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <EyeIcon aria-hidden />
            )}
            View
          </Button>
        )}
        {meta.allowsDownload && (
          <Button disabled={busy !== null} onClick={() => fetchContent(false)}>
            {busy === 'download' ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <DownloadIcon aria-hidden />
            )}
            Download
          </Button>
        )}
      </div>
      {!meta.viewOnly && canView && meta.downloadsRemaining !== null && (
        <p className="text-xs text-muted-foreground">Viewing the file also counts as a download.</p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      {view && <FileViewer blob={view} name={name} mimeType={meta.mimeType ?? view.type} />}
    </div>
  );
}

/** /share/:token — a file someone shared, for anyone with the link (no sign-in needed). */
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
            <h1 className="text-xl font-semibold tracking-tight">A file was shared with you</h1>
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
            {meta.data?.unlocked && (
              <SharedFile token={token} grant={grant} meta={meta.data} onUsed={refresh} />
            )}
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
