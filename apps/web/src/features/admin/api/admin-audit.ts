import { type AuditFilters, auditEntrySchema } from '@athcare/shared/admin.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminAreaKeys } from './admin-area-keys';

export const AUDIT_PAGE_SIZE = 50;
/** An export holds at most this many entries (the newest that match). */
export const AUDIT_EXPORT_LIMIT = 10_000;

const term = (s: string) => s.replace(/[,()*:\\"]/g, ' ').trim();

/** The data API's filters for the audit log (newest first). */
export function auditQuery(filters: AuditFilters): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = { order: 'at.desc,id.desc' };
  if (term(filters.actor)) query.actorEmail = `ilike.*${term(filters.actor)}*`;
  if (term(filters.subject)) query.subjectEmail = `ilike.*${term(filters.subject)}*`;
  if (filters.event) query.event = `like.${filters.event}*`;
  const at: string[] = [];
  if (filters.from) at.push(`gte.${new Date(`${filters.from}T00:00:00`).toISOString()}`);
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    at.push(`lt.${end.toISOString()}`);
  }
  if (at.length) query.at = at;
  return query;
}

/** GET /admin_audit_log: a page of entries (one more is asked for, to know of a next page). */
export async function getAuditLog(filters: AuditFilters, page: number, signal?: AbortSignal) {
  const rows = await api.get('/admin_audit_log', {
    schema: 'pgaccess',
    query: { ...auditQuery(filters), limit: AUDIT_PAGE_SIZE + 1, offset: page * AUDIT_PAGE_SIZE },
    result: z.array(auditEntrySchema),
    rawKeys: ['detail'],
    signal,
  });
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), hasNext: rows.length > AUDIT_PAGE_SIZE };
}

export const auditLogQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: adminAreaKeys.audit(filters, page),
    queryFn: ({ signal }) => getAuditLog(filters, page, signal),
    placeholderData: keepPreviousData,
  });
export const useAuditLog = (filters: AuditFilters, page: number) =>
  useQuery(auditLogQueryOptions(filters, page));

/** The same entries as CSV (the data API answers Accept: text/csv), bounded in size. */
export function exportAuditCsv(filters: AuditFilters): Promise<Blob> {
  return api.blob('/admin_audit_log', {
    query: { ...auditQuery(filters), limit: AUDIT_EXPORT_LIMIT },
    headers: { Accept: 'text/csv', 'Accept-Profile': 'pgaccess' },
  });
}
