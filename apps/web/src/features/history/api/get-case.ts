import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { CASE_COLUMNS, type CaseDetail, caseDetailSchema } from './case-schemas';
import { historyKeys } from './history-keys';

const SELECT =
  `${CASE_COLUMNS},case_summaries(id,author_type,title,brief,created_at),` +
  'service_details(id,service_id,status,personnel_id,created_at,' +
  'service_booking_details(id,booking_type,booked_by,scheduled_at,quantity,is_rescheduled,rescheduled_at,is_completed,completed_at,is_cancelled,cancelled_at,created_at,' +
  'consultation_details(id,service_location,prescription,follow_up_on,call_recording_urls,created_at,' +
  'medicine_items(id,medicine,dosage,frequency,duration,conditions)))),' +
  'case_files(id,file_id,file_name,linked_by,created_at)';

/** §7: GET case?id=eq.{id} with its summaries, services, bookings, consultations and files. */
export async function getCase(id: string, signal?: AbortSignal): Promise<CaseDetail | null> {
  const rows = await api.get('/case', {
    schema: 'pgathcare',
    query: { select: SELECT, id: `eq.${id}`, limit: 1 },
    result: z.array(caseDetailSchema),
    signal,
  });
  return rows[0] ?? null;
}

export const caseQueryOptions = (id: string) =>
  queryOptions({ queryKey: historyKeys.case(id), queryFn: ({ signal }) => getCase(id, signal) });

export const useCase = (id: string) => useQuery(caseQueryOptions(id));
