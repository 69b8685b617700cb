import { CARE_SCHEMA, challengeSchema } from '@athcare/shared/health.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { trackerKeys } from './trackers';

/** The admin's challenges page: every challenge (newest end first, at most 200). */
const adminChallengesKey = [...trackerKeys.all, 'admin-challenges'] as const;
const opts = { schema: CARE_SCHEMA } as const;

export const adminChallengesQueryOptions = () =>
  queryOptions({
    queryKey: adminChallengesKey,
    queryFn: ({ signal }) =>
      api.get('/challenges', {
        ...opts,
        query: {
          select: 'id,title,description,challenge_type,target,starts_at,ends_at',
          order: 'ends_at.desc,id.desc',
          limit: 200,
        },
        result: z.array(challengeSchema),
        signal,
      }),
  });

export const useAdminChallenges = () => useQuery(adminChallengesQueryOptions());

export interface ChallengeInput {
  title: string;
  description: string;
  challengeType: string;
  target: number;
  startsAt: string;
  endsAt: string;
}

/** Creates a challenge, or changes the one with `id` (the database lets admins only). */
export const useSaveChallenge = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ChallengeInput & { id?: number }) =>
      id === undefined
        ? api.post('/challenges', input, { ...opts, returnRepresentation: false })
        : api
            .patch('/challenges', input, {
              ...opts,
              query: { id: `eq.${id}` },
              result: z.array(z.object({ id: z.number() })),
            })
            .then((rows) => {
              // Row-level security changes nothing (and says nothing) for a non-admin.
              if (rows.length === 0) throw new Error('This challenge could not be changed.');
            }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trackerKeys.all }),
  });
};
