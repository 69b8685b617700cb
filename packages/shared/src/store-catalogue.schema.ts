import { z } from 'zod';
import { type ProductCategory, productCategories } from './store-constants.ts';

/**
 * The store's catalogue (products and their search), the wishlist and the search history, apart
 * from the orders, payments and checkout forms in `store.schema.ts` (which re-exports these): a
 * list page, and the directory's recent searches, build only the schemas they read (issue #21).
 */

/** The data schema of the store (products, coupons, orders, payments, wishlists). */
export const STORE_SCHEMA = 'pgstore';

export const productCategoryLabels: Record<ProductCategory, string> = {
  tea: 'Teas',
  'wellness-plan': 'Wellness plans',
  'lab-test-profile': 'Lab-test profiles',
  product: 'Health products',
};

/** A pgstore.products row as the data API returns it (camelCased by the client). */
export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  category: z.enum(productCategories),
  pricePaise: z.number().int().nonnegative(),
  mrpPaise: z.number().int().nonnegative().nullable(),
  gstRate: z.number().int(),
  hsnSac: z.string(),
  stock: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const SEARCH_PRODUCTS_RPC = 'search_products';
export const productSearchResultSchema = z.object({
  total: z.number().int(),
  items: z.array(productSchema),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

/** Spec §3: the searchable and wishlist item types. */
export const wishlistItemTypes = [
  'flight',
  'hotel',
  'train',
  'bus',
  'activity',
  'lab test',
  'subscription',
  'product',
  'hospital',
  'doctor',
] as const;
export type WishlistItemType = (typeof wishlistItemTypes)[number];

export const wishlistItemSchema = z.object({
  id: z.number().int(),
  itemType: z.enum(wishlistItemTypes),
  itemId: z.string(),
  title: z.string(),
});
export const searchHistoryEntrySchema = z.object({
  id: z.number().int(),
  searchType: z.enum(wishlistItemTypes),
  query: z.string(),
  createdAt: z.string(),
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;
