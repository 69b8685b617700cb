import {
  STORE_SCHEMA,
  type WishlistItemType,
  wishlistItemSchema,
} from '@athcare/shared/store-catalogue.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

export interface WishlistTarget {
  type: WishlistItemType;
  id: string;
  title: string;
}

/** GET /wishlist_items for one item: is it on the member's wishlist? */
export const wishlistItemQueryOptions = (type: WishlistItemType, id: string) =>
  queryOptions({
    queryKey: storeKeys.wishlistItem(type, id),
    queryFn: async ({ signal }) => {
      const rows = await api.get('/wishlist_items', {
        schema: STORE_SCHEMA,
        query: { itemType: `eq.${type}`, itemId: `eq.${id}`, select: 'id,item_type,item_id,title' },
        result: z.array(wishlistItemSchema),
        signal,
      });
      return rows.length > 0;
    },
  });

export function useWishlist(target: WishlistTarget) {
  const queryClient = useQueryClient();
  const key = storeKeys.wishlistItem(target.type, target.id);
  const saved = useQuery(wishlistItemQueryOptions(target.type, target.id));
  const toggle = useMutation({
    mutationFn: async (add: boolean) => {
      if (add) {
        await api.rpc(
          'add_to_wishlist',
          { itemType: target.type, itemId: target.id, title: target.title },
          { schema: STORE_SCHEMA, returnRepresentation: false },
        );
      } else {
        await api.delete('/wishlist_items', {
          schema: STORE_SCHEMA,
          query: { itemType: `eq.${target.type}`, itemId: `eq.${target.id}` },
          returnRepresentation: false,
        });
      }
      return add;
    },
    onSuccess: (added) => queryClient.setQueryData(key, added),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return { saved: saved.data ?? false, isLoading: saved.isPending, toggle };
}
