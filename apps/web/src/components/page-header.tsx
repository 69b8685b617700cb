import { Link } from '@tanstack/react-router';
import { ShieldIcon } from 'lucide-react';
import { AppLink } from '@/components/app-link';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { SidebarTrigger } from '@/components/ui/sidebar';

/** The bar above every page: the sidebar toggle, the brand on phones, Admin Dashboard for admins. */
export function PageHeader({ isAdmin }: { isAdmin: boolean }) {
  return (
    <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-5" />
      <Link to="/" className="font-semibold md:hidden">
        Athcare
      </Link>
      <div className="ml-auto flex items-center gap-2">
        {isAdmin && (
          <Button asChild variant="outline" size="sm">
            <AppLink href="/admin">
              <ShieldIcon aria-hidden />
              Admin Dashboard
            </AppLink>
          </Button>
        )}
      </div>
    </header>
  );
}
