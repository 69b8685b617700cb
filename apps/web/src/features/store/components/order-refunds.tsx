import { type OrderDetail, type RefundStatus } from '@athcare/shared/store.schema';
import { compareInstants } from '@/lib/compare-instants';
import { formatPaise } from '@/lib/format';
import { formatDate } from '@/lib/format';
import { StoreCard } from './store-card';

const refundStatusLabel: Record<RefundStatus, string> = {
  pending: 'Pending with the payment provider',
  processed: 'Refunded',
  failed: 'Failed (nothing was refunded)',
};

/** The order's refunds and their credit notes, as its member (and admins) see them. */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  if (order.refunds.length === 0) return null;
  const refunds = [...order.refunds].sort((a, b) => compareInstants(a.createdAt, b.createdAt));
  return (
    <StoreCard titleId="refunds-title" title="Refunds" className="gap-3">
      <ul className="flex flex-col divide-y" data-testid="refund-list">
        {refunds.map((r) => (
          <li key={r.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between">
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">{refundStatusLabel[r.status]}</span>
              {r.creditNoteNumber && (
                <span className="text-sm break-words">
                  Credit note <span className="font-mono">{r.creditNoteNumber}</span>
                </span>
              )}
              <span className="text-sm break-words text-muted-foreground">
                {formatDate(r.processedAt ?? r.createdAt)} · {r.reason}
              </span>
            </div>
            <span className="font-medium tabular-nums">{formatPaise(r.amountPaise)}</span>
          </li>
        ))}
      </ul>
    </StoreCard>
  );
}
