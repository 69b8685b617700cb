import { Link } from '@tanstack/react-router';
import { LockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The locker needs an active Medilocker plan (§3 Subscription check). */
export function SubscriptionRequired() {
  return (
    <section
      aria-labelledby="locker-subscribe-heading"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LockIcon className="size-6" aria-hidden />
      </span>
      <h2 id="locker-subscribe-heading" className="text-xl font-semibold">
        Your Medilocker is not active
      </h2>
      <p className="text-muted-foreground">
        Keep prescriptions, lab reports and scans in one private place, and share them with your
        doctor when you choose. An active Medilocker subscription is needed to use your documents
        locker.
      </p>
      <Button asChild>
        <Link to="/pricing">See Medilocker plans</Link>
      </Button>
    </section>
  );
}
