import type { ProductSearchInput } from '../lib/product-search-params';

/** Query keys of the store (§9 cache area "commerce"). */
export const storeKeys = {
  all: ['commerce', 'store'] as const,
  products: () => [...storeKeys.all, 'products'] as const,
  productSearch: (args: ProductSearchInput) => [...storeKeys.products(), 'search', args] as const,
  product: (id: number) => [...storeKeys.products(), 'detail', id] as const,
  productBySlug: (slug: string) => [...storeKeys.products(), 'slug', slug] as const,
  orders: () => [...storeKeys.all, 'orders'] as const,
  order: (id: string) => [...storeKeys.orders(), id] as const,
  wishlist: () => [...storeKeys.all, 'wishlist'] as const,
  wishlistItem: (type: string, id: string) => [...storeKeys.wishlist(), type, id] as const,
  paymentProvider: () => [...storeKeys.all, 'payment-provider'] as const,
  searchHistory: (type: string) => [...storeKeys.all, 'search-history', type] as const,
};
