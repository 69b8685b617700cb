import { Link } from '@tanstack/react-router';
import { Link2OffIcon } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LoadingBars } from './locker-skeleton';
import { useShareMetadata } from '../api/public-share';
import { SharePasswordForm } from './share-password-form';
import { unusableLinkMessage } from '../lib/locker-errors';
import { SharedFilePanel } from './shared-file-panel';
import { SharedFolderPanel } from './shared-folder-panel';

/** /share/:token — a file or folder someone shared, for anyone with the link (no sign-in needed). */
export function PublicSharePage({ token }: { token: string }) {
  const [grant, setGrant] = useState<string | null>(null);
  const meta = useShareMetadata(token, grant);

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
              <LoadingBars className="flex flex-col gap-2" bars={['h-5 w-2/3', 'h-5 w-1/2']} />
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
              <SharePasswordForm token={token} onUnlocked={setGrant} />
            )}
            {meta.data?.unlocked &&
              (meta.data.kind === 'folder' ? (
                <SharedFolderPanel token={token} grant={grant} meta={meta.data} />
              ) : (
                <SharedFilePanel token={token} grant={grant} meta={meta.data} />
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
