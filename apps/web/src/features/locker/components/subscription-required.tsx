import { Link } from '@tanstack/react-router';
import { CheckIcon, LockIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { navHref } from '@/lib/nav-targets';

/** The store's product list, filtered to wellness plans (where the Medilocker plan is sold). */
export const MEDILOCKER_PLANS_HREF = `${navHref('store')}?category=wellness-plan`;

/**
 * The locker needs an active Medilocker plan (§3 Subscription check). A new member learns what
 * the plan is and how to get one: buy it in the store, then come back to their documents.
 */
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
        doctor when you choose. Your documents locker opens with the Medilocker plan:
      </p>
      <ul className="flex flex-col gap-1 text-left text-sm">
        {[
          'A private locker for the whole family’s medical records',
          '10 GB of storage',
          'Share files with doctors by link, with an expiry',
          'See every view and download of what you share',
        ].map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        Buy it in the store under wellness plans; your locker opens as soon as the plan is active.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          {/* A plain link: the filter lives in the address's query string. */}
          <a href={MEDILOCKER_PLANS_HREF}>Get the Medilocker plan</a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/pricing">Compare plans and prices</Link>
        </Button>
      </div>
    </section>
  );
}
