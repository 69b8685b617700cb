import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { lazySchema } from '@/lib/search-params';
import { orderQueryOptions, useOrder } from '@/features/store/api/get-order';
import { OrderConfirmation } from '@/features/store/components/order-confirmation';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { requireFound } from '@/lib/route-checks';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const paramsSchema = lazySchema(() => z.object({ orderId: z.string().check(z.regex(uuid)) }));

/** /order-confirmation/{orderId}: the member's own order (another member's answers Not Found). */
export const Route = createFileRoute('/_app/order-confirmation/$orderId')({
  params: {
    parse: (raw) => {
      const parsed = paramsSchema.schema.safeParse(raw);
      if (!parsed.success) throw notFound();
      return { orderId: parsed.data.orderId.toLowerCase() };
    },
    stringify: ({ orderId }) => ({ orderId }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(queryClient.ensureQueryData(orderQueryOptions(params.orderId)));
  },
  component: OrderRoute,
});

function OrderRoute() {
  useDocumentTitle('Order confirmation');
  const { orderId } = Route.useParams();
  const { data: order } = useOrder(orderId);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      {order && <OrderConfirmation order={order} />}
    </div>
  );
}
