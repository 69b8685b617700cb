import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { productQueryOptions, useProduct } from '@/features/store/api/get-product';
import { ProductDetail } from '@/features/store/components/product-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

const paramsSchema = z.object({ productId: z.coerce.number().check(z.int(), z.positive()) });

/** /store/products/{productId}: one product with Add to cart. */
export const Route = createFileRoute('/_app/store/products/$productId')({
  params: {
    parse: (raw) => {
      const parsed = paramsSchema.safeParse(raw);
      if (!parsed.success) throw notFound();
      return parsed.data;
    },
    stringify: ({ productId }) => ({ productId: String(productId) }),
  },
  loader: async ({ context: { queryClient }, params }) => {
    const product = await queryClient.ensureQueryData(productQueryOptions(params.productId));
    if (!product) throw notFound();
  },
  component: ProductRoute,
});

function ProductRoute() {
  const { productId } = Route.useParams();
  const { data: product } = useProduct(productId);
  useDocumentTitle(product ? `${product.title} · Store` : 'Store');
  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/store/products"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        ← All products
      </Link>
      {product && <ProductDetail product={product} />}
    </div>
  );
}
