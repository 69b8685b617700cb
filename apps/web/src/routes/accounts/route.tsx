import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { ThemeToggleButton } from '@/components/theme-switch';

/** The bare layout of the account pages (login, registration …): no sidebar. */
export const Route = createFileRoute('/accounts')({
  component: AccountsLayout,
});

function AccountsLayout() {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="flex items-center justify-between p-4">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <img src="/logo.svg" alt="" width={28} height={28} className="size-7 rounded-md" />
          Athcare
        </Link>
        <ThemeToggleButton />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        <Outlet />
      </main>
    </div>
  );
}
