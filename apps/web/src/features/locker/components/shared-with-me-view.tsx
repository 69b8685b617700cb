import { DownloadIcon, EyeIcon, FileTextIcon, FolderIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { displayName } from '../api/asset-access';
import type { LockerFileRow } from '@athcare/shared/locker.schema';
import { type ShareGrant, type SharedItem, useSharedWithMe } from '../api/shared-with-me';
import { formatBytes, kindLabel } from '../lib/format';
import { formatDate } from '@/lib/format';
import { lockerErrorMessage } from '../lib/locker-errors';
import { downloadLockerFile } from './file-actions';
import { LockerListSkeleton } from './locker-skeleton';
import { PreviewDialog } from './preview-dialog';

type Opened = { file: LockerFileRow; canDownload: boolean } | null;

function grantText(grant: ShareGrant): string {
  const who = grant.owner ? `${displayName(grant.owner)} (@${grant.owner.username})` : 'a member';
  const what = grant.permission === 'download' ? 'view and download' : 'view only';
  const until = grant.expiresAt
    ? `until ${formatDate(grant.expiresAt, { withTime: true })}`
    : 'no end date';
  return `Shared by ${who} · ${what} · ${until}`;
}

function FileActions({
  file,
  canDownload,
  onOpen,
}: {
  file: LockerFileRow;
  canDownload: boolean;
  onOpen: () => void;
}) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button variant="outline" size="sm" aria-label={`Open ${file.name}`} onClick={onOpen}>
        <EyeIcon aria-hidden />
        Open
      </Button>
      {canDownload && (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Download ${file.name}`}
          onClick={() => downloadLockerFile(file)}
        >
          <DownloadIcon aria-hidden />
          Download
        </Button>
      )}
    </div>
  );
}

function ItemRow({ item, onOpen }: { item: SharedItem; onOpen: (opened: Opened) => void }) {
  if (item.kind === 'file') {
    const canDownload = item.permission === 'download';
    return (
      <li className="flex flex-wrap items-center gap-3 px-3 py-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <FileTextIcon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={item.file.name}>
            {item.file.name}
          </p>
          <p className="text-xs text-muted-foreground">
            {kindLabel(item.file.mimeType)} · {formatBytes(item.file.size)}
          </p>
          <p className="text-xs text-muted-foreground">{grantText(item)}</p>
        </div>
        <FileActions
          file={item.file}
          canDownload={canDownload}
          onOpen={() => onOpen({ file: item.file, canDownload })}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-col gap-2 px-3 py-3">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-amber-500/15 text-amber-700 dark:text-amber-300">
          <FolderIcon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">Folder {item.folder.name}</p>
          <p className="text-xs text-muted-foreground">{grantText(item)}</p>
        </div>
      </div>
      {item.files.length === 0 ? (
        <p className="pl-13 text-xs text-muted-foreground">This folder is empty.</p>
      ) : (
        <ul
          aria-label={`Files in ${item.folder.name}`}
          className="flex flex-col divide-y rounded-md border sm:ml-13"
        >
          {item.files.map(({ file, relativePath, permission }) => (
            <li key={file.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm" title={relativePath}>
                  {relativePath}
                </p>
                <p className="text-xs text-muted-foreground">
                  {kindLabel(file.mimeType)} · {formatBytes(file.size)}
                </p>
              </div>
              <FileActions
                file={file}
                canDownload={permission === 'download'}
                onOpen={() => onOpen({ file, canDownload: permission === 'download' })}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Files and folders other members share with the signed-in member, while the shares last. */
export function SharedWithMeView({ userId }: { userId: string }) {
  const shared = useSharedWithMe(userId);
  const [opened, setOpened] = useState<Opened>(null);

  return (
    <section aria-labelledby="shared-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="shared-heading" className="text-base font-semibold">
          Shared with me
        </h2>
        <p className="text-sm text-muted-foreground">
          Records other members share with you. They disappear when the access ends or is revoked.
        </p>
      </div>
      {shared.isPending && <LockerListSkeleton count={2} />}
      {shared.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load what is shared with you: {lockerErrorMessage(shared.error)}
        </p>
      )}
      {shared.data?.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
          <UsersIcon className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">Nothing is shared with you right now.</p>
        </div>
      )}
      {shared.data && shared.data.length > 0 && (
        <ul className="flex flex-col divide-y rounded-lg border">
          {shared.data.map((item) => (
            <ItemRow
              key={item.kind === 'file' ? item.file.id : item.folder.id}
              item={item}
              onOpen={setOpened}
            />
          ))}
        </ul>
      )}
      {opened && (
        <PreviewDialog
          file={opened.file}
          open
          onOpenChange={(open) => !open && setOpened(null)}
          {...(opened.canDownload ? { onDownload: () => downloadLockerFile(opened.file) } : {})}
        />
      )}
    </section>
  );
}
