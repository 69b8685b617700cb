import { createFileRoute } from '@tanstack/react-router';
import { productSearchQueryOptions } from '@/features/store/api/search-products';
import { ProductsPage } from '@/features/store/components/products-page';
import {
  productsSearchSchema,
  toProductSearchArgs,
} from '@/features/store/lib/product-search-params';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { loadResultsPage } from '@/lib/route-checks';

/** /store/products: the catalogue; search, category, order and page in the address. */
export const Route = createFileRoute('/_app/store/products/')({
  validateSearch: productsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps, cause }) => {
    await loadResultsPage(queryClient, productSearchQueryOptions(toProductSearchArgs(deps)), cause);
  },
  component: ProductsRoute,
});

function ProductsRoute() {
  useDocumentTitle('Store');
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
