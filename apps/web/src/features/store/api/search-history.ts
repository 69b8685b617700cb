import {
  searchHistoryEntrySchema,
  STORE_SCHEMA,
  type WishlistItemType,
} from '@athcare/shared/store-catalogue.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

/** The member's last searches of one kind ('product' in the store, 'doctor' in the directory). */
export const searchHistoryQueryOptions = (type: WishlistItemType) =>
  queryOptions({
    queryKey: storeKeys.searchHistory(type),
    queryFn: ({ signal }) =>
      api.get('/search_history', {
        schema: STORE_SCHEMA,
        query: {
          searchType: `eq.${type}`,
          select: 'id,search_type,query,created_at',
          order: 'created_at.desc',
          limit: 5,
        },
        result: z.array(searchHistoryEntrySchema),
        signal,
      }),
  });

export const useSearchHistory = (type: WishlistItemType) =>
  useQuery(searchHistoryQueryOptions(type));

/** POST /search_history: records one search of the member. */
export function useRecordSearch(type: WishlistItemType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: string) =>
      api.post(
        '/search_history',
        { searchType: type, query },
        { schema: STORE_SCHEMA, returnRepresentation: false },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.searchHistory(type) }),
  });
}

/** DELETE /search_history?search_type=eq.…: clears the member's searches of that kind. */
export function useClearSearchHistory(type: WishlistItemType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete('/search_history', {
        schema: STORE_SCHEMA,
        query: { searchType: `eq.${type}` },
        returnRepresentation: false,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.searchHistory(type) }),
  });
}
