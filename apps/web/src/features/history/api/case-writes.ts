import type { CaseSummaryInput, LinkCaseFileInput } from '@athcare/shared/subscriptions.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { CASE_COLUMNS, type CaseRow, caseRowSchema } from './case-schemas';
import { historyKeys } from './history-keys';

/** POST case_summaries: the database records who wrote it (Case Manager, Subscriber or User). */
export function useAddSummary(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CaseSummaryInput) =>
      api.post(
        '/case_summaries',
        { caseId, title: input.title, brief: input.brief },
        { schema: 'pgathcare', returnRepresentation: false },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

/** POST case: open a case for a member of the subscription. */
export function useOpenCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      userSubscriptionId: string;
      subscriberCrn: string;
      treatmentFor: string;
      tags: string[];
    }): Promise<CaseRow> => {
      const rows = await api.post('/case', input, {
        schema: 'pgathcare',
        query: { select: CASE_COLUMNS },
        result: z.array(caseRowSchema),
      });
      return rows[0]!;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

/**
 * Book a plan service in a case: the service (POST service_details, once per line) then the booking
 * (POST service_booking_details); the database takes the quantity from the plan or refuses.
 */
export function useBookService(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      serviceId: number;
      existingServiceDetailId: number | null;
      personnelId: number | null;
      scheduledAt: string;
    }) => {
      let serviceDetailId = input.existingServiceDetailId;
      if (serviceDetailId === null) {
        const rows = await api.post(
          '/service_details',
          { caseId, serviceId: input.serviceId, personnelId: input.personnelId },
          {
            schema: 'pgathcare',
            query: { select: 'id' },
            result: z.array(z.object({ id: z.number() })),
          },
        );
        serviceDetailId = rows[0]!.id;
      }
      await api.post(
        '/service_booking_details',
        { serviceDetailId, scheduledAt: input.scheduledAt },
        { schema: 'pgathcare', returnRepresentation: false },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

/** POST case_files: the member links one of their own locker files to the case. */
export function useLinkCaseFile(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkCaseFileInput) =>
      api.post(
        '/case_files',
        { caseId, fileId: input.fileId },
        { schema: 'pgathcare', returnRepresentation: false },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

/** DELETE case_files?id=eq.{id}: whoever linked a file unlinks it (the file stays in the locker). */
export function useUnlinkCaseFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete('/case_files', {
        schema: 'pgathcare',
        query: { id: `eq.${id}` },
        returnRepresentation: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}
