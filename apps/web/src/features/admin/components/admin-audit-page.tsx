import {
  type AuditFilters,
  auditFiltersSchema,
  emptyAuditFilters,
} from '@athcare/shared/admin.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { DownloadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { AUDIT_EXPORT_LIMIT, exportAuditCsv, useAuditLog } from '../api/admin-audit';
import { AdminFilterForm, AdminPageHeader, formatWhen, ScrollTable } from './admin-page-parts';
import { useAdminFilters } from './use-admin-filters';
import { PagedResults } from '@/components/paged-results';

const resolver = zodResolver(auditFiltersSchema);

/** A short reading of an entry's detail: what changed, or the locker's result. */
function summary(detail: unknown): string {
  if (typeof detail !== 'object' || detail === null) return '';
  const d = detail as Record<string, unknown>;
  if (typeof d.table === 'string') return `${String(d.op)} ${d.table}`;
  if (typeof d.result === 'string') return d.result;
  if (typeof d.reason === 'string') return d.reason;
  return '';
}

/** §2 /admin/audit: who did what to whom, when — filtered, paged, exported as CSV. */
export function AdminAuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const log = useAuditLog(filters, page);

  const download = async () => {
    setExporting(true);
    try {
      const blob = await exportAuditCsv(filters);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toast.error(describeError(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Audit log"
        about="Account events, every admin change (with the row before and after) and locker access. Entries are never changed or deleted."
      />
      <AuditFiltersForm
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <div>
        <Button variant="outline" onClick={() => void download()} disabled={exporting}>
          <DownloadIcon aria-hidden />
          Export CSV
        </Button>
        <p className="mt-1 text-xs text-muted-foreground">
          The entries matching the filters, newest first, at most{' '}
          {AUDIT_EXPORT_LIMIT.toLocaleString()}.
        </p>
      </div>
      <PagedResults
        pending={log.isPending}
        error={log.error}
        result={log.data && { rows: log.data.entries, hasNext: log.data.hasNext }}
        empty="No entry matches these filters."
        pager={{ label: 'Pages of entries', previous: 'Newer', next: 'Older' }}
        page={page}
        onPage={setPage}
      >
        {(entries) => (
          <ScrollTable
            label="Audit entries"
            caption="Audit entries, newest first"
            columns={['When', 'Event', 'Actor', 'Subject', 'Detail']}
          >
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-t align-top">
                  <td className="p-2 whitespace-nowrap">{formatWhen(e.at)}</td>
                  <td className="p-2 font-mono text-xs">{e.event}</td>
                  <td className="p-2 break-all">
                    {e.actorEmail ?? (e.actorId ? e.actorId : 'system')}
                  </td>
                  <td className="p-2 break-all">{e.subjectEmail ?? e.subjectId ?? '—'}</td>
                  <td className="p-2">
                    <details>
                      <summary className="cursor-pointer">{summary(e.detail) || 'Show'}</summary>
                      <pre className="mt-1 max-w-md overflow-x-auto text-xs whitespace-pre-wrap">
                        {JSON.stringify(e.detail, null, 2)}
                      </pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </PagedResults>
    </div>
  );
}

function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const id = useId();
  const { register, formState, filterFormProps } = useAdminFilters(
    resolver,
    emptyAuditFilters,
    onApply,
  );
  const err = formState.errors;
  const field = (name: keyof AuditFilters, label: string, type = 'text', placeholder?: string) => {
    const fid = `${id}-${name}`;
    const error = err[name]?.message;
    return (
      <InputField
        id={fid}
        label={label}
        error={error}
        type={type}
        placeholder={placeholder}
        {...register(name)}
      />
    );
  };
  return (
    <AdminFilterForm
      label="Filter the audit log"
      columns={5}
      submitLabel="Filter"
      {...filterFormProps}
    >
      {field('actor', 'Actor (email)', 'search', 'who did it')}
      {field('subject', 'Subject (email)', 'search', 'whom it concerns')}
      {field('event', 'Event', 'search', 'e.g. login_failed, admin_')}
      {field('from', 'From', 'date')}
      {field('to', 'Until', 'date')}
    </AdminFilterForm>
  );
}
