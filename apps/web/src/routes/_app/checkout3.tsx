import { createFileRoute, Link } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { orderQueryOptions } from '@/features/store/api/get-order';
import { PaymentStep } from '@/features/store/components/payment-step';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const searchSchema = lazySchema(() =>
  z.object({ orderId: optionalSearchParam(z.string().check(z.regex(uuid))) }),
);

/** /checkout3?orderId=…: the payment step of a placed order. */
export const Route = createFileRoute('/_app/checkout3')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.orderId) void queryClient.prefetchQuery(orderQueryOptions(deps.orderId));
  },
  component: PaymentRoute,
});

function PaymentRoute() {
  useDocumentTitle('Payment · Checkout');
  const { orderId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Payment</h1>
      {orderId ? (
        <PaymentStep
          orderId={orderId}
          onPaid={() => void navigate({ to: '/order-confirmation/$orderId', params: { orderId } })}
        />
      ) : (
        <p>
          Place your order first.{' '}
          <Link to="/checkout" className="font-medium text-primary underline">
            Go to checkout
          </Link>
        </p>
      )}
    </div>
  );
}
