import {
  productCategories,
  type ProductSort,
  productSortOptions,
} from '@athcare/shared/store-constants';
import { productCategoryLabels } from '@athcare/shared/store-catalogue.schema';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { ListLoadError, SearchSubmitButton } from '@/components/list-and-form-bits';
import { SkeletonCardItems } from '@/components/skeleton-shapes';
import { SortBySelect } from '@/components/sort-by-select';
import type { AddressSearchPageProps } from '@/components/address-search-page';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useRecordSearch } from '../api/search-history';
import { useSearchProducts } from '../api/search-products';
import {
  PRODUCTS_PAGE_SIZE,
  type ProductsSearch,
  toProductSearchArgs,
} from '../lib/product-search-params';
import { Price } from './price';
import { ProductImage } from './product-image';
import { RecentSearches } from './recent-searches';

const sortLabels: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  title: 'Name',
};

const pageLink =
  'inline-flex h-10 items-center rounded-md border px-3 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/**
 * The catalogue's title and search box (`q` the address's search); also in the page's prerendered
 * frame (src/prerender/route-frames.tsx).
 */
export function ProductsHeading({
  q,
  onSubmit,
}: {
  q?: string | undefined;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const id = useId();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Store</h1>
      <form
        role="search"
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>Search the store</Label>
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            key={q ?? ''}
            defaultValue={q ?? ''}
            placeholder="Tea, lab test, BP monitor…"
            maxLength={100}
          />
        </div>
        <SearchSubmitButton />
      </form>
    </>
  );
}

/** /store/products: search, category, order and page, all kept in the address. */
export function ProductsPage({ search, onSearchChange }: AddressSearchPageProps<ProductsSearch>) {
  const query = useSearchProducts(toProductSearchArgs(search));
  const record = useRecordSearch('product');
  const page = search.page ?? 1;
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / PRODUCTS_PAGE_SIZE)) : 1;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get('q');
    const q = typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
    // A text search goes into the member's search history.
    if (q) record.mutate(q);
    onSearchChange({ ...search, q, page: undefined });
  };

  return (
    <div className="flex flex-col gap-6">
      <ProductsHeading q={search.q} onSubmit={onSubmit} />
      <RecentSearches
        type="product"
        onPick={(q) => onSearchChange({ ...search, q, page: undefined })}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Categories" className="flex flex-wrap gap-2">
          {[undefined, ...productCategories].map((c) => (
            <Link
              key={c ?? 'all'}
              to="/store/products"
              search={{ ...search, category: c, page: undefined }}
              aria-current={search.category === c ? 'page' : undefined}
              className="rounded-full border px-3 py-1.5 text-sm hover:bg-accent aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {c ? productCategoryLabels[c] : 'All'}
            </Link>
          ))}
        </nav>
        <SortBySelect
          value={search.sort ?? 'featured'}
          sorts={productSortOptions}
          labels={sortLabels}
          onChange={(sort) => onSearchChange({ ...search, sort, page: undefined })}
        />
      </div>

      {query.isError ? (
        <ListLoadError>The products could not be loaded. Please try again.</ListLoadError>
      ) : query.isPending ? (
        <ul
          aria-busy="true"
          aria-label="Loading products"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <SkeletonCardItems count={6} bars={['aspect-[4/3] w-full', 'h-5 w-2/3', 'h-5 w-1/3']} />
        </ul>
      ) : query.data.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border p-6">
          <p className="font-medium">No products match your search.</p>
          <Link to="/store/products" className={pageLink}>
            Show all products
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.data.total} {query.data.total === 1 ? 'product' : 'products'}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-list">
            {query.data.items.map((p) => (
              <li key={p.id}>
                <Link
                  to="/store/products/$productId"
                  params={{ productId: p.id }}
                  className="flex h-full flex-col gap-3 rounded-xl border p-4 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <ProductImage src={p.images[0]} category={p.category} alt="" />
                  <span className="text-xs text-muted-foreground uppercase">
                    {productCategoryLabels[p.category]}
                  </span>
                  <span className="font-medium">{p.title}</span>
                  <Price paise={p.pricePaise} mrpPaise={p.mrpPaise} />
                </Link>
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              {page > 1 ? (
                <Link
                  to="/store/products"
                  search={{ ...search, page: page === 2 ? undefined : page - 1 }}
                  rel="prev"
                  className={pageLink}
                >
                  Previous
                </Link>
              ) : (
                <span />
              )}
              <p className="text-sm text-muted-foreground">
                Page {page} of {pageCount}
              </p>
              {page < pageCount ? (
                <Link
                  to="/store/products"
                  search={{ ...search, page: page + 1 }}
                  rel="next"
                  className={pageLink}
                >
                  Next
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
