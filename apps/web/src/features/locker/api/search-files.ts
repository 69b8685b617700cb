import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';
import { lockerFileRowSchema, type LockerFileRow } from '@athcare/shared/locker-rows.schema';

export interface SearchFilesParams {
  q?: string;
  tag?: string;
  /** A MIME type or prefix: 'application/pdf', 'image/', 'text/plain'. */
  mime?: string;
}

/** POST /rpc/search_files (pgmedlock): the caller's active files by name fragment, tag and type. */
export function searchFiles(params: SearchFilesParams): Promise<LockerFileRow[]> {
  const args = Object.fromEntries(
    Object.entries(params).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  );
  return api.rpc('search_files', args, {
    schema: 'pgmedlock',
    result: z.array(lockerFileRowSchema),
    returnRepresentation: false,
  });
}

export const searchFilesQueryOptions = (ownerId: string, params: SearchFilesParams) =>
  queryOptions({
    queryKey: lockerKeys.search(ownerId, params),
    queryFn: () => searchFiles(params),
    placeholderData: keepPreviousData,
  });

export function useSearchFiles(ownerId: string, params: SearchFilesParams) {
  return useQuery(searchFilesQueryOptions(ownerId, params));
}
