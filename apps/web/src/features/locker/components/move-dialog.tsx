import { FolderIcon, HouseIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useAllFolders } from '../api/get-folders';
import { Dialog } from '@/components/ui/dialog';
import { DialogFormFooter } from './dialog-form-footer';
import { useDialogForm } from './use-dialog-form';

const TOP_LEVEL = '__top__';

/**
 * Picks where a file or folder goes: the top level or any folder (radio list, keyboard friendly).
 * `excludePath` hides a folder and everything inside it (a folder cannot move into itself).
 */
export function MoveDialog({
  open,
  onOpenChange,
  ownerId,
  itemName,
  currentFolderId,
  excludePath,
  onMove,
  describeError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ownerId: string;
  itemName: string;
  currentFolderId: string | null;
  excludePath?: string;
  /** Resolves when moved; a rejection is shown in the user's words (`describeError`). */
  onMove: (folderId: string | null) => Promise<void>;
  describeError?: (error: unknown) => string;
}) {
  const { data: folders, isPending, isError } = useAllFolders(ownerId, open);
  const { form, register, errors, pending, onSubmit } = useDialogForm<{ destination: string }>({
    defaultValues: { destination: currentFolderId ?? TOP_LEVEL },
    save: ({ destination }) => onMove(destination === TOP_LEVEL ? null : destination),
    describeError,
  });
  const choice = form.watch('destination');
  const options = (folders ?? []).filter(
    (f) => !excludePath || (f.path !== excludePath && !f.path.startsWith(`${excludePath}/`)),
  );
  const unchanged = choice === (currentFolderId ?? TOP_LEVEL);

  const row = (value: string, label: string, depth: number, icon: 'top' | 'folder') => (
    <label
      key={value}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm hover:bg-accent has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
      )}
      style={{ paddingLeft: `${0.5 + depth * 1}rem` }}
    >
      <input
        type="radio"
        value={value}
        className="size-4 accent-primary"
        {...register('destination')}
      />
      {icon === 'top' ? (
        <HouseIcon className="size-4 text-muted-foreground" aria-hidden />
      ) : (
        <FolderIcon className="size-4 text-muted-foreground" aria-hidden />
      )}
      <span className="truncate">{label}</span>
    </label>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Move “${itemName}”`}
      description="Choose where it should go."
    >
      <form className="flex flex-col gap-4" onSubmit={onSubmit}>
        <fieldset className="flex max-h-72 flex-col gap-0.5 overflow-y-auto rounded-md border p-1">
          <legend className="sr-only">Destination</legend>
          {row(TOP_LEVEL, 'Documents (top level)', 0, 'top')}
          {isPending && <Skeleton className="m-2 h-8" />}
          {isError && <p className="p-2 text-sm text-destructive">Could not load your folders.</p>}
          {options.map((folder) =>
            row(folder.id, folder.name, folder.path.split('/').length - 1, 'folder'),
          )}
        </fieldset>
        <DialogFormFooter
          error={errors.root?.message}
          onCancel={() => onOpenChange(false)}
          pending={pending}
          disabled={unchanged}
        >
          Move here
        </DialogFormFooter>
      </form>
    </Dialog>
  );
}
