import { messages } from '@athcare/shared/messages';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

/** §2/§8: unmatched routes show Not Found. Inside the signed-in shell it fills the shell's main. */
export function NotFoundView() {
  return (
    <div className="mx-auto flex min-h-[60svh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-medium text-muted-foreground">404</p>
      <h1 className="text-3xl font-semibold">{messages.notFound}</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved.
      </p>
      <Button asChild>
        <Link to="/">Go to home</Link>
      </Button>
    </div>
  );
}

/** Not Found outside the shell (signed out, or an address outside the app's layout). */
export function StandaloneNotFoundView() {
  return (
    <main>
      <NotFoundView />
    </main>
  );
}
