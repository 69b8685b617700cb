import type { AnswerQuestionInput } from '@athcare/shared/appointments.schema';
import { askPersonnelSchema, PERSONNEL_SCHEMA } from '@athcare/shared/personnel.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { personnelDashboardKeys } from './personnel-dashboard-keys';

const questionSchema = askPersonnelSchema.extend({ createdAt: z.string() });
export type Question = z.infer<typeof questionSchema>;

/** GET /ask_personnel?profile_id=eq.{id}&order=created_at.desc (pgpersonnel; the owner reads all). */
export function getQuestions(personnelId: number, signal?: AbortSignal) {
  return api.get('/ask_personnel', {
    schema: PERSONNEL_SCHEMA,
    query: { profileId: `eq.${personnelId}`, order: 'created_at.desc' },
    result: z.array(questionSchema),
    signal,
  });
}

export const questionsQueryOptions = (personnelId: number) =>
  queryOptions({
    queryKey: personnelDashboardKeys.questions(personnelId),
    queryFn: ({ signal }) => getQuestions(personnelId, signal),
  });

export const useQuestions = (personnelId: number) => useQuery(questionsQueryOptions(personnelId));

/** PATCH /ask_personnel?id=eq.{id} {personnel_answer} (the owner changes only the answer). */
export function useAnswerQuestion(personnelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AnswerQuestionInput }) =>
      api.patch('/ask_personnel', input, { schema: PERSONNEL_SCHEMA, query: { id: `eq.${id}` } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: personnelDashboardKeys.questions(personnelId) }),
  });
}
