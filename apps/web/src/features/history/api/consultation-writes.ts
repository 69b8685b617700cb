import {
  type ConsultationInput,
  type MedicineItemInput,
  toConsultationRow,
  toMedicineRow,
} from '@athcare/shared/care-records.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { historyKeys } from './history-keys';

/** POST consultation_details: what a booking's consultation gave (the case manager or personnel). */
export function useAddConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConsultationInput) =>
      api.post('/consultation_details', toConsultationRow(input), {
        schema: 'pgathcare',
        returnRepresentation: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}

/** POST medicine_items: a medicine of a consultation (the case manager or personnel). */
export function useAddMedicine(consultationDetailId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MedicineItemInput) =>
      api.post('/medicine_items', toMedicineRow(consultationDetailId, input), {
        schema: 'pgathcare',
        returnRepresentation: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}
