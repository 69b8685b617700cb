import { productSchema, STORE_SCHEMA } from '@athcare/shared/store-catalogue.schema';
import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiClient } from '@/lib/api-client';
import { storeKeys } from './store-keys';

const products = z.array(productSchema);
const columns =
  'id,slug,title,description,images,category,price_paise,mrp_paise,gst_rate,hsn_sac,stock';

/**
 * GET /products?id=eq.{id}: the product, or null when there is no such active product. `client`:
 * the server's own when it renders the page's frame (src/prerender/data-frames.tsx).
 */
export async function getProduct(id: number, signal?: AbortSignal, client: ApiClient = api) {
  const rows = await client.get('/products', {
    schema: STORE_SCHEMA,
    query: { id: `eq.${id}`, select: columns },
    result: products,
    signal,
  });
  return rows[0] ?? null;
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: storeKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));

/** The product behind a /payment-complete/{slug} page. */
export async function getProductBySlug(slug: string, signal?: AbortSignal) {
  const rows = await api.get('/products', {
    schema: STORE_SCHEMA,
    query: { slug: `eq.${slug}`, select: columns },
    result: products,
    signal,
  });
  return rows[0] ?? null;
}

export const productBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: storeKeys.productBySlug(slug),
    queryFn: ({ signal }) => getProductBySlug(slug, signal),
  });

export const useProductBySlug = (slug: string) => useQuery(productBySlugQueryOptions(slug));
