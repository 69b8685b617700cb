import { type LucideIcon, MoreVerticalIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface LockerMenuItem<A extends string> {
  action: A;
  label: string;
  icon: LucideIcon;
}

/**
 * The ⋮ menu of a file or a folder: its actions, then a line and the destructive one (trash,
 * delete) with a bin icon.
 */
export function LockerItemMenu<A extends string>({
  label,
  items,
  destructive,
  onAction,
}: {
  /** The trigger's accessible name. */
  label: string;
  items: readonly LockerMenuItem<A>[];
  destructive: { action: A; label: string };
  onAction: (action: A) => void;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9 shrink-0" aria-label={label}>
          <MoreVerticalIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map(({ action, label: itemLabel, icon: Icon }) => (
          <DropdownMenuItem key={action} onSelect={() => onAction(action)}>
            <Icon aria-hidden />
            {itemLabel}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onAction(destructive.action)}>
          <Trash2Icon aria-hidden />
          {destructive.label}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
