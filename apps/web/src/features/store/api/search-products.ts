import {
  productSearchResultSchema,
  SEARCH_PRODUCTS_RPC,
  STORE_SCHEMA,
} from '@athcare/shared/store-catalogue.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductSearchInput } from '../lib/product-search-params';
import { storeKeys } from './store-keys';

/** GET /rpc/search_products: one page of the catalogue plus the exact total. */
export function searchProducts(args: ProductSearchInput, signal?: AbortSignal) {
  return api.get(`/rpc/${SEARCH_PRODUCTS_RPC}`, {
    schema: STORE_SCHEMA,
    query: args,
    result: productSearchResultSchema,
    signal,
  });
}

export const productSearchQueryOptions = (args: ProductSearchInput) =>
  queryOptions({
    queryKey: storeKeys.productSearch(args),
    queryFn: ({ signal }) => searchProducts(args, signal),
  });

export const useSearchProducts = (args: ProductSearchInput) =>
  useQuery({ ...productSearchQueryOptions(args), placeholderData: keepPreviousData });
