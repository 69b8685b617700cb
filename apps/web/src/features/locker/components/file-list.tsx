import {
  DownloadIcon,
  EyeIcon,
  FileIcon,
  FileImageIcon,
  FileTextIcon,
  FolderInputIcon,
  HistoryIcon,
  PencilIcon,
  Share2Icon,
  TagIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';
import type { LockerFileRow } from '@athcare/shared/locker.schema';
import { fileKind, formatBytes, kindLabel } from '../lib/format';
import { formatDate } from '@/lib/format';
import type { FileAction } from './file-actions';
import { LockerItemMenu, type LockerMenuItem } from './locker-item-menu';

export type LockerLayout = 'grid' | 'list';

function KindIcon({ mimeType, className }: { mimeType: string; className?: string }) {
  const kind = fileKind(mimeType);
  const Icon = kind === 'image' ? FileImageIcon : kind === 'other' ? FileIcon : FileTextIcon;
  return <Icon className={className} aria-hidden />;
}

const menuItems: LockerMenuItem<FileAction>[] = [
  { action: 'preview', label: 'Open', icon: EyeIcon },
  { action: 'download', label: 'Download', icon: DownloadIcon },
  { action: 'share', label: 'Share…', icon: Share2Icon },
  { action: 'versions', label: 'Versions…', icon: HistoryIcon },
  { action: 'rename', label: 'Rename…', icon: PencilIcon },
  { action: 'move', label: 'Move…', icon: FolderInputIcon },
  { action: 'tags', label: 'Edit tags…', icon: TagIcon },
];

function FileMenu({
  file,
  onAction,
}: {
  file: LockerFileRow;
  onAction: (action: FileAction, file: LockerFileRow) => void;
}) {
  return (
    <LockerItemMenu
      label={`Actions for ${file.name}`}
      items={menuItems}
      destructive={{ action: 'trash', label: 'Move to trash' }}
      onAction={(action) => onAction(action, file)}
    />
  );
}

/** Files as cards (grid) or rows (list); the name opens the preview, the menu does the rest. */
export function FileList({
  files,
  layout,
  onAction,
  showPath = false,
}: {
  files: readonly LockerFileRow[];
  layout: LockerLayout;
  onAction: (action: FileAction, file: LockerFileRow) => void;
  /** Show the folder a file is in (recent files, search results). */
  showPath?: boolean;
}) {
  return (
    <ul
      className={cn(
        layout === 'grid'
          ? 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 xl:grid-cols-3'
          : 'flex flex-col divide-y rounded-lg border',
      )}
    >
      {files.map((file) => {
        const folder = file.path.slice(0, file.path.length - file.name.length - 1);
        return (
          <li
            key={file.id}
            className={cn(
              'flex items-center gap-3',
              layout === 'grid' ? 'rounded-lg border bg-card p-3 shadow-xs' : 'px-3 py-2',
            )}
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
              <KindIcon mimeType={file.mimeType} className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <button
                type="button"
                className="block max-w-full truncate text-left text-sm font-medium underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                onClick={() => onAction('preview', file)}
                title={file.name}
              >
                {file.name}
              </button>
              <p className="truncate text-xs text-muted-foreground">
                {kindLabel(file.mimeType)} · {formatBytes(file.size)} · {formatDate(file.updatedAt)}
                {file.version > 1 && ` · v${file.version}`}
                {showPath && ` · in ${folder.replace(/^\//, '') || 'Documents'}`}
              </p>
              {file.tags.length > 0 && (
                <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags">
                  {file.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-secondary px-2 py-0.5 text-[0.7rem] text-secondary-foreground"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <FileMenu file={file} onAction={onAction} />
          </li>
        );
      })}
    </ul>
  );
}
