import { type askPersonnelInputSchema, PERSONNEL_SCHEMA } from '@athcare/shared/personnel.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { exploreKeys } from './explore-keys';

export type AskQuestionInput = z.output<typeof askPersonnelInputSchema>;

/**
 * POST /ask_personnel (pgpersonnel): a signed-in member asks a doctor. The database limits the
 * length and how many questions one person asks an hour; the doctor's answer notifies the asker.
 */
export function useAskQuestion(profileId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AskQuestionInput) =>
      api.post('/ask_personnel', input, {
        schema: PERSONNEL_SCHEMA,
        returnRepresentation: false,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exploreKeys.personnel(profileId) }),
  });
}
