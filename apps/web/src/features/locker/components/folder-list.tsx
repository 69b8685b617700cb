import { Link } from '@tanstack/react-router';
import { FolderIcon, FolderInputIcon, PencilIcon, Share2Icon } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { LockerFolder } from '@athcare/shared/locker.schema';
import type { LockerViewSearch } from '../lib/search-params';
import { folderSplat } from '../lib/format';
import { formatDate } from '@/lib/format';
import type { LockerLayout } from './file-list';
import { LockerItemMenu, type LockerMenuItem } from './locker-item-menu';

export type FolderAction = 'share' | 'rename' | 'move' | 'delete';

const folderMenuItems: LockerMenuItem<FolderAction>[] = [
  { action: 'share', label: 'Share…', icon: Share2Icon },
  { action: 'rename', label: 'Rename…', icon: PencilIcon },
  { action: 'move', label: 'Move…', icon: FolderInputIcon },
];

/** Folders as cards or rows; the name opens the folder, the menu shares, renames, moves or deletes. */
export function FolderList({
  folders,
  layout,
  username,
  linkSearch,
  onAction,
}: {
  folders: readonly LockerFolder[];
  layout: LockerLayout;
  username: string;
  /** Kept when opening a folder (grid or list, order). */
  linkSearch: LockerViewSearch;
  onAction: (action: FolderAction, folder: LockerFolder) => void;
}) {
  return (
    <ul
      className={cn(
        layout === 'grid'
          ? 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
          : 'flex flex-col divide-y rounded-lg border',
      )}
    >
      {folders.map((folder) => (
        <li
          key={folder.id}
          className={cn(
            'flex items-center gap-2',
            layout === 'grid' ? 'rounded-lg border bg-card p-2 shadow-xs' : 'px-1 py-1',
          )}
        >
          <Link
            to="/$username/docs/folder/$"
            params={{ username, _splat: folderSplat(folder.path) }}
            search={linkSearch}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-md p-1 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-amber-500/15 text-amber-700 dark:text-amber-300">
              <FolderIcon className="size-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium">{folder.name}</span>
              <span className="block text-xs text-muted-foreground">
                Updated {formatDate(folder.updatedAt)}
              </span>
            </span>
          </Link>
          <LockerItemMenu
            label={`Actions for folder ${folder.name}`}
            items={folderMenuItems}
            destructive={{ action: 'delete', label: 'Delete…' }}
            onAction={(action) => onAction(action, folder)}
          />
        </li>
      ))}
    </ul>
  );
}
