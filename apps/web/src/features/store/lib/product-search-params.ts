import { productCategories, productSortOptions } from '@athcare/shared/store-constants';
import * as z from '@athcare/shared/zod-mini';
import { lazySchema, optionalSearchParam as optional, searchText } from '@/lib/search-params';

export const PRODUCTS_PAGE_SIZE = 12;

/** /store/products search parameters: what a link or Back must restore. */
export const productsSearchSchema = lazySchema(() =>
  z.object({
    q: optional(searchText(100)),
    category: optional(z.enum(productCategories)),
    sort: optional(z.enum(productSortOptions)),
    page: optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
  }),
);
export type ProductsSearch = z.infer<typeof productsSearchSchema.schema>;

export type ProductSearchInput = {
  q?: string;
  category?: string;
  sort: string;
  pageLimit: number;
  pageOffset: number;
};

export function toProductSearchArgs(search: ProductsSearch): ProductSearchInput {
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.category ? { category: search.category } : {}),
    sort: search.sort ?? 'featured',
    pageLimit: PRODUCTS_PAGE_SIZE,
    pageOffset: ((search.page ?? 1) - 1) * PRODUCTS_PAGE_SIZE,
  };
}
