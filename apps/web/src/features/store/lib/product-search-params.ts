import { productCategories, productSortOptions } from '@athcare/shared/store-constants';
import * as z from '@athcare/shared/zod-mini';
import { optionalSearchParam as optional } from '@/lib/search-params';

export const PRODUCTS_PAGE_SIZE = 12;

/** /store/products search parameters: what a link or Back must restore. */
export const productsSearchSchema = z.object({
  q: optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(100)),
      z.transform((v) => v || undefined),
    ),
  ),
  category: optional(z.enum(productCategories)),
  sort: optional(z.enum(productSortOptions)),
  page: optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
});
export type ProductsSearch = z.infer<typeof productsSearchSchema>;

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
