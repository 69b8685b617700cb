import { createFileRoute, notFound } from '@tanstack/react-router';
import { paymentCompleteSlugs } from '@athcare/shared/store-constants';
import * as z from '@athcare/shared/zod-mini';
import { productBySlugQueryOptions, useProductBySlug } from '@/features/store/api/get-product';
import { PaymentComplete } from '@/features/store/components/payment-complete';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';
import { useSessionStore } from '@/stores/session-store';
import { requireFound } from '@/lib/route-checks';

const paramsSchema = lazySchema(() => z.object({ slug: z.enum(paymentCompleteSlugs) }));
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const searchSchema = lazySchema(() =>
  z.object({ orderId: optionalSearchParam(z.string().check(z.regex(uuid))) }),
);

/** /payment-complete/{slug}: what was bought and the next step, for the seven products of §2. */
export const Route = createFileRoute('/_app/payment-complete/$slug')({
  params: {
    parse: (raw) => {
      const parsed = paramsSchema.schema.safeParse(raw);
      if (!parsed.success) throw notFound();
      return parsed.data;
    },
    stringify: ({ slug }) => ({ slug }),
  },
  validateSearch: searchSchema,
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(queryClient.ensureQueryData(productBySlugQueryOptions(params.slug)));
  },
  component: PaymentCompleteRoute,
});

function PaymentCompleteRoute() {
  useDocumentTitle('Payment complete');
  const { slug } = Route.useParams();
  const { orderId } = Route.useSearch();
  const username = useSessionStore((s) => s.user?.username ?? '');
  const { data: product } = useProductBySlug(slug);
  return product ? (
    <PaymentComplete slug={slug} product={product} username={username} orderId={orderId} />
  ) : null;
}
