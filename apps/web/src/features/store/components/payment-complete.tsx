import { type PaymentCompleteSlug, type Product } from '@athcare/shared/store.schema';
import { formatPaise } from '@/lib/format';
import { Link } from '@tanstack/react-router';
import { CheckCircle2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ProductImage } from './product-image';

const linkClass =
  'inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90';

/** What comes after buying each of the seven products (spec §2 /payment-complete/{slug}). */
function NextStep({
  slug,
  username,
  orderId,
}: {
  slug: PaymentCompleteSlug;
  username: string;
  orderId: string | undefined;
}) {
  const track = orderId ? (
    <Link to="/order-confirmation/$orderId" params={{ orderId }} className={linkClass}>
      Track the delivery
    </Link>
  ) : (
    <Link to="/store/products" className={linkClass}>
      Back to the store
    </Link>
  );
  const steps: Record<PaymentCompleteSlug, { text: string; action: ReactNode }> = {
    medilocker: {
      text: 'Your Medilocker is active: upload prescriptions, lab reports and scans, and share them with your doctor.',
      action: (
        <Link to="/$username/docs" params={{ username }} className={linkClass}>
          Open the locker
        </Link>
      ),
    },
    'complete-health-foresight': {
      text: 'Your Complete Health Foresight plan is active. Book your first consultation to get started.',
      action: (
        <Link to="/explore/doctors" className={linkClass}>
          Book a consultation
        </Link>
      ),
    },
    'basic-wellness-profile': {
      text: 'We have opened a lab-test booking for your Basic Wellness Profile. Our team will call you to fix the sample collection time.',
      action: (
        <Link to="/booking-enquiry" className={linkClass}>
          Book the lab test
        </Link>
      ),
    },
    'advanced-metabolism-profile': {
      text: 'We have opened a lab-test booking for your Advanced Metabolism Profile. Our team will call you to fix the sample collection time.',
      action: (
        <Link to="/booking-enquiry" className={linkClass}>
          Book the lab test
        </Link>
      ),
    },
    'hibiscus-tea': {
      text: 'Your Hibiscus Tea is being packed and will ship soon.',
      action: track,
    },
    'chamomile-tea': {
      text: 'Your Chamomile Tea is being packed and will ship soon.',
      action: track,
    },
    'blue-tea': { text: 'Your Blue Tea is being packed and will ship soon.', action: track },
  };
  const step = steps[slug];
  return (
    <div className="flex flex-col gap-4">
      <p>{step.text}</p>
      <div className="flex flex-wrap gap-3">{step.action}</div>
    </div>
  );
}

export function PaymentComplete({
  slug,
  product,
  username,
  orderId,
}: {
  slug: PaymentCompleteSlug;
  product: Product;
  username: string;
  orderId: string | undefined;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <CheckCircle2Icon className="size-6 text-green-600" aria-hidden />
        Payment complete
      </h1>
      <div className="grid gap-6 sm:grid-cols-[12rem_1fr]">
        <ProductImage src={product.images[0]} category={product.category} alt={product.title} />
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{product.title}</h2>
          <p className="text-sm text-muted-foreground">{formatPaise(product.pricePaise)}</p>
          <NextStep slug={slug} username={username} orderId={orderId} />
        </div>
      </div>
    </div>
  );
}
