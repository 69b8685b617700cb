import { createFileRoute, Link } from '@tanstack/react-router';
import { productQueryOptions, useProduct } from '@/features/store/api/get-product';
import { ProductDetail } from '@/features/store/components/product-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { positiveIdParams, requireFound } from '@/lib/route-checks';

/** /store/products/{productId}: one product with Add to cart. */
export const Route = createFileRoute('/_app/store/products/$productId')({
  params: positiveIdParams('productId'),
  loader: async ({ context: { queryClient }, params }) => {
    await requireFound(queryClient.ensureQueryData(productQueryOptions(params.productId)));
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
