import { Link } from '@tanstack/react-router';
import { ShieldIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Frames the login form on the hidden admin login page (§2): says whom it is for. */
export function AdminLoginPanel({ children }: { children: ReactNode }) {
  return (
    <div className="flex w-full max-w-sm flex-col gap-4">
      <p className="flex items-center justify-center gap-2 text-sm font-medium text-muted-foreground">
        <ShieldIcon className="size-4" aria-hidden />
        Administrator sign-in
      </p>
      {children}
      <p className="text-center text-sm text-muted-foreground">
        Not an administrator?{' '}
        <Link to="/accounts/login" className="text-primary underline-offset-4 hover:underline">
          Use the regular login
        </Link>
      </p>
    </div>
  );
}
