import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lockerKeys } from './locker-keys';
import { lockerUsageSchema, type LockerUsage } from '@athcare/shared/locker-rows.schema';

/** POST /rpc/locker_usage (pgmedlock): bytes kept (files, old versions, trash) and the quota. */
export function getLockerUsage(): Promise<LockerUsage> {
  return api.rpc(
    'locker_usage',
    {},
    { schema: 'pgmedlock', result: lockerUsageSchema, returnRepresentation: false },
  );
}

export const lockerUsageQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: lockerKeys.usage(ownerId), queryFn: getLockerUsage });

export function useLockerUsage(ownerId: string) {
  return useQuery(lockerUsageQueryOptions(ownerId));
}
