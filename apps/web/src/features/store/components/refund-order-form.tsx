import {
  type OrderDetail,
  type RefundForm,
  refundFormSchema,
  rupeesToPaise,
} from '@athcare/shared/store.schema';
import { formatPaise } from '@/lib/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/errors';
import { useRefundOrder } from '../api/refund-order';
import { TextField } from './text-field';
import { OrderFailureAlert } from './order-parts';
import { StoreCard } from './store-card';

/** What was paid and is not yet refunded or being refunded. */
export function refundableLeftPaise(order: OrderDetail): number {
  const paid = order.payments
    .filter((p) => p.status === 'captured' || p.status === 'refunded')
    .reduce((sum, p) => sum + p.amountPaise, 0);
  const taken = order.refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountPaise, 0);
  return Math.max(0, paid - taken);
}

/**
 * An admin refunds a paid order through its payment provider: all that is left (amount empty) or
 * part of it. The server enforces the limit; the form only says what is left.
 */
export default function RefundOrderForm({ order }: { order: OrderDetail }) {
  const refund = useRefundOrder();
  const key = useRef(crypto.randomUUID());
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RefundForm>({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { amount: '', reason: '' },
  });
  const left = refundableLeftPaise(order);
  if (left === 0 && !done) return null;

  const onSubmit = handleSubmit(async ({ amount, reason }) => {
    setDone(null);
    try {
      const result = await refund.mutateAsync({
        orderId: order.id,
        amountPaise: amount === '' ? null : rupeesToPaise(amount),
        reason,
        idempotencyKey: key.current,
      });
      key.current = crypto.randomUUID();
      reset();
      setDone(
        result.status === 'processed'
          ? `Refunded ${formatPaise(result.amountPaise)}; credit note ${result.creditNoteNumber ?? ''}.`
          : `Refund of ${formatPaise(result.amountPaise)} asked for; the payment provider has not confirmed it yet.`,
      );
    } catch {
      // A refused request leaves nothing behind: the next attempt may use a new key.
      key.current = crypto.randomUUID();
    }
  });

  return (
    <StoreCard titleId="refund-form-title" title="Refund (admin)" className="gap-3">
      <p className="text-sm text-muted-foreground">
        {formatPaise(left)} can still be refunded. Leave the amount empty to refund all of it.
      </p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        <TextField
          label="Amount in rupees"
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField label="Reason" error={errors.reason?.message} {...register('reason')} />
        <div>
          <Button type="submit" disabled={refund.isPending}>
            Refund
          </Button>
        </div>
      </form>
      {refund.isError && <OrderFailureAlert>{describeError(refund.error)}</OrderFailureAlert>}
      {done && (
        <p role="status" className="text-sm">
          {done}
        </p>
      )}
    </StoreCard>
  );
}
