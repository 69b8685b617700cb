import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions, useProduct } from '@/features/store/api/get-product';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { positiveIdParams, requireFound } from '@/lib/route-checks';
import { ProductPage } from './-components/product-page';

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
  return <ProductPage product={product ?? null} />;
}
