import type { CSSProperties, ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from './sheet-impl';

/**
 * The phone's sidebar drawer. Loaded the first time it opens (sidebar.tsx), so the dialog
 * primitive it rides on stays out of every page's first load.
 */
export default function SidebarSheet({
  open,
  onOpenChange,
  side,
  label,
  width,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  label: string;
  width: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-sidebar="sidebar"
        data-slot="sidebar"
        data-mobile="true"
        className="w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground [&>button]:hidden"
        style={{ '--sidebar-width': width } as CSSProperties}
        side={side}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>{label}</SheetTitle>
          <SheetDescription>Links to every part of Athcare.</SheetDescription>
        </SheetHeader>
        <nav aria-label={label} className="flex h-full w-full flex-col">
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
